import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/config/env.server";
import { closeSharedDatabase } from "~/db/client.server";
import { guides } from "~/db/schema";
import { loadBlogList, loadBlogPost } from "~/features/blog/posts.server";
import { contentDatabase } from "~/features/content/content-db.server";
import { loadFeaturedGuides, loadGuide, loadGuideList } from "~/features/guides/guides.server";
import { newPgliteDirectory } from "../support/databases";

/** The page reads against the embedded database of a fresh DATA_DIR, seeded on first use. */
describe("blog and guide reads", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "content-reads-"));
  const previous = process.env.DATA_DIR;

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    resetEnvCache();
    // As a site's first start finds it, initialised from the run's copy (initdb takes seconds); opening it runs the
    // migrations and seeds the sample content.
    await newPgliteDirectory(dataDir);
    await loadGuideList("de");
  });

  afterAll(async () => {
    await closeSharedDatabase();
    process.env.DATA_DIR = previous;
    resetEnvCache();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves up to three featured guides by display order for the home page", async () => {
    expect((await loadFeaturedGuides("de")).map((guide) => guide.title)).toEqual([
      "Die ersten Tage mit deinem Tierschutzhund",
      "Checkliste: Das brauchst du vor der Ankunft deines Hundes",
      "Mittelmeerkrankheiten verstehen: Leishmaniose & Co.",
    ]);
    expect(await loadFeaturedGuides("es")).toEqual([
      expect.objectContaining({
        slug: "los-primeros-dias-con-tu-perro",
        image: "/media/guide-images/sample/first-days.webp",
        category: "Adaptación",
      }),
      expect.objectContaining({ slug: "lista-antes-de-la-llegada" }),
      expect.objectContaining({ slug: "entender-las-enfermedades-mediterraneas" }),
    ]);
  });

  it("lists guides by display order and posts newest first", async () => {
    // Moved to the front: the list follows display_order, not the order of insertion. Put back afterwards:
    // the other tests of this file share the database.
    const db = await contentDatabase();
    const moved = eq(guides.slugEs, "casa-de-acogida-temporal");
    const [before] = await db.select({ displayOrder: guides.displayOrder }).from(guides).where(moved);
    const { displayOrder } = before!;
    await db.update(guides).set({ displayOrder: 0 }).where(moved);
    try {
      expect((await loadGuideList("es")).map((guide) => guide.slug)).toEqual([
        "casa-de-acogida-temporal",
        "los-primeros-dias-con-tu-perro",
        "lista-antes-de-la-llegada",
        "entender-las-enfermedades-mediterraneas",
        "arnes-de-seguridad-y-correa",
        "perro-y-gato-convivencia",
      ]);
    } finally {
      await db.update(guides).set({ displayOrder }).where(moved);
    }
    expect((await loadBlogList("es")).map((post) => post.publishedDate)).toEqual([
      "2025-03-14",
      "2025-01-20",
      "2024-11-05",
      "2024-09-10",
      "2024-07-22",
    ]);
  });

  it("finds a post or guide by the slug of the language only", async () => {
    expect((await loadBlogPost("es", "luna-ha-llegado"))?.title).toBe("Luna ha llegado: de la Finca Chaos a Hamburgo");
    expect(await loadBlogPost("de", "luna-ha-llegado")).toBeNull();
    expect(await loadGuide("de", "lista-antes-de-la-llegada")).toBeNull();
    const guide = await loadGuide("es", "lista-antes-de-la-llegada");
    expect(guide?.contentHtml).toContain("<h2>Equipamiento</h2>");
    expect(guide?.contentHtml).toContain(
      '<img src="/media/guide-images/sample/checklist-1.webp?w=1280&amp;format=webp" alt="Lista: lo que necesitas antes de que llegue tu perro – imagen 1"',
    );
    expect(guide?.contentHtml).not.toMatch(/class=|\[image:|&lt;/);
  });
});
