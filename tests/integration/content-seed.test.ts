import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { blogPosts, guides } from "~/db/schema";
import { isPlaceholderImage } from "~/features/content/media";
import { sampleGuides } from "~/features/content-seed/sample-guides";
import { samplePosts } from "~/features/content-seed/sample-posts";
import { copySampleMedia, seedSampleContent } from "~/features/content-seed/seed.server";
import { type TestDatabase, backends } from "../support/databases";

describe.each(backends)("sample content on $name", ({ skip, create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it.skipIf(skip)("seeds both empty tables once, even when instances start together", async () => {
    const second = database.url ? await openDatabase({ url: database.url }) : database;
    try {
      const results = await Promise.all([seedSampleContent(database.db), seedSampleContent(second.db), seedSampleContent(database.db)]);
      expect(results.map((result) => result.posts).sort()).toEqual([0, 0, 5]);
      expect(results.map((result) => result.guides).sort()).toEqual([0, 0, 6]);
    } finally {
      if (second !== database) await second.close();
    }
    expect(await database.db.select().from(blogPosts)).toHaveLength(5);
    const guideRows = await database.db.select().from(guides);
    expect(guideRows.filter((guide) => guide.featured)).toHaveLength(3);
    expect(await seedSampleContent(database.db)).toEqual({ posts: 0, guides: 0 });
  });

  it.skipIf(skip)("leaves a table alone that has content", async () => {
    await database.db.delete(guides);
    await database.db.insert(guides).values({ slugDe: "eigener", slugEs: "propio", titleDe: "Eigener", titleEs: "Propio" });
    await database.db.delete(blogPosts);
    expect(await seedSampleContent(database.db)).toEqual({ posts: 5, guides: 0 });
    expect((await database.db.select().from(guides)).map((guide) => guide.slugDe)).toEqual(["eigener"]);
  });
});

describe("sample media", () => {
  const root = mkdtempSync(path.join(tmpdir(), "media-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("copies every referenced sample image into its bucket and keeps existing files", async () => {
    const replaced = path.join(root, "blog-images/sample/luna-arrival.webp");
    await copySampleMedia(root);
    writeFileSync(replaced, "editor's own file");
    await copySampleMedia(root);
    expect(readFileSync(replaced, "utf8")).toBe("editor's own file");
    expect(readdirSync(path.join(root, "blog-images/sample"))).toHaveLength(15);
    expect(readdirSync(path.join(root, "guide-images/sample"))).toHaveLength(10);
  });

  it("holds every image the sample posts and guides reference", async () => {
    await copySampleMedia(root);
    const referenced = [
      ...samplePosts.flatMap((post) =>
        [post.imageUrl, ...(post.galleryImages ?? []).map((image) => image.url)].map((file) => `blog-images/${file}`),
      ),
      ...sampleGuides.flatMap((guide) =>
        [guide.imageUrl, ...(guide.galleryImages ?? [])].filter((file) => !isPlaceholderImage(file)).map((file) => `guide-images/${file}`),
      ),
    ];
    expect(referenced.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
