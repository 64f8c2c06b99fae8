import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, blogPosts, editors, guides, mediaObjects } from "~/db/schema";
import { deleteArticle, findArticle, moveGuide, saveArticle } from "~/features/admin/articles/articles.server";
import { type ArticleKind, parseArticle } from "~/features/admin/articles/fields";
import { seedSampleContent } from "~/features/content-seed/seed.server";
import { type TestDatabase, backends, createPostgresDatabase, postgresAvailable } from "../support/databases";
import { picture } from "../support/pictures";
import { preparedPicture } from "../support/prepared-pictures";

const postForm = (overrides: Record<string, string> = {}) => ({
  titleDe: "Neues aus dem Tierheim",
  titleEs: "Novedades del refugio",
  slugDe: "",
  slugEs: "",
  excerptDe: "Kurz",
  excerptEs: "Breve",
  categoryDe: "",
  categoryEs: "",
  contentDe: "<p>Text</p>",
  contentEs: "<p>Texto</p>",
  status: "published",
  publishedDate: "2026-11-20",
  imageAltDe: "",
  imageAltEs: "",
  imageFocalX: "",
  imageFocalY: "",
  ...overrides,
});

/** The fields as the editor's action hands them to saveArticle: checked, with the slugs that were proposed. */
function fields<K extends ArticleKind>(kind: K, posted: Record<string, string>) {
  const parsed = parseArticle(kind, posted);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return { fields: parsed.fields, proposedSlugs: parsed.proposedSlugs };
}

describe.each(backends)("posts and guides of the workspace on $name", ({ skip, create }) => {
  let database: TestDatabase;
  let editorId: string;
  const save = (posted: Record<string, string>, id?: string) =>
    saveArticle(database.db, {
      kind: "post",
      id,
      ...fields("post", posted),
      gallery: [],
      image: null,
      removeImage: false,
      galleryPictures: [],
      editorId,
    });

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    const [editor] = await database.db.insert(editors).values({ email: "redaktion@example.org", source: "workspace" }).returning();
    editorId = editor!.id;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it.skipIf(skip)("proposes slugs from the titles and refuses a slug another post has in that language", async () => {
    const first = await save(postForm());
    expect(first.outcome).toBe("saved");
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.titleDe, "Neues aus dem Tierheim"));
    expect(row).toMatchObject({ slugDe: "neues-aus-dem-tierheim", slugEs: "novedades-del-refugio", status: "published" });

    // The German slug is taken; the Spanish one is free: only the German field is refused, and nothing is saved.
    const clash = await save(postForm({ titleEs: "Otra cosa", slugDe: "Neues aus dem Tierheim" }));
    expect(clash).toEqual({ outcome: "invalid", errors: { slugDe: "slugTaken" } });
    expect(await database.db.select().from(blogPosts).where(eq(blogPosts.titleEs, "Otra cosa"))).toEqual([]);

    // Another language's slug is no clash, and an item keeps its own slug when it is saved again.
    expect((await save(postForm({ titleDe: "Anderes", slugDe: "novedades-del-refugio", slugEs: "otro" }))).outcome).toBe("saved");
    expect((await save(postForm({ excerptDe: "Länger" }), row!.id)).outcome).toBe("saved");
  });

  it.skipIf(skip)("makes a slug proposed from a taken title free with -2, -3 …, in that language only", async () => {
    const slugsOf = async (titleEs: string) => {
      const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.titleEs, titleEs));
      return row && { de: row.slugDe, es: row.slugEs };
    };
    expect((await save(postForm({ titleDe: "Tag der offenen Tür", titleEs: "Puertas abiertas" }))).outcome).toBe("saved");
    expect((await save(postForm({ titleDe: "Tag der offenen Tür", titleEs: "Puertas abiertas 2026" }))).outcome).toBe("saved");
    expect((await save(postForm({ titleDe: "Tag der offenen Tür", titleEs: "Jornada" }))).outcome).toBe("saved");
    expect(await slugsOf("Puertas abiertas 2026")).toEqual({ de: "tag-der-offenen-tuer-2", es: "puertas-abiertas-2026" });
    expect(await slugsOf("Jornada")).toEqual({ de: "tag-der-offenen-tuer-3", es: "jornada" });
    // Saved again with its slug left empty, an item keeps the form it has.
    const [second] = await database.db.select().from(blogPosts).where(eq(blogPosts.titleEs, "Puertas abiertas 2026"));
    expect((await save(postForm({ titleDe: "Tag der offenen Tür", titleEs: "Puertas abiertas 2026" }), second!.id)).outcome).toBe("saved");
    expect(await slugsOf("Puertas abiertas 2026")).toEqual({ de: "tag-der-offenen-tuer-2", es: "puertas-abiertas-2026" });
    // An entered slug that is taken is still the editor's to change.
    expect(await save(postForm({ titleEs: "Otra", slugDe: "tag-der-offenen-tuer" }))).toEqual({
      outcome: "invalid",
      errors: { slugDe: "slugTaken" },
    });
  });

  it.skipIf(skip)("sanitises the bodies with the public pages' allow-list when saving", async () => {
    const result = await save(
      postForm({
        titleDe: "Sauber",
        titleEs: "Limpio",
        contentDe:
          '<h2 onclick="x()">Hallo</h2><script>alert(1)</script><p class="x"><a href="javascript:alert(1)">Link</a></p><table><tbody><tr><td>1</td></tr></tbody></table>',
        contentEs:
          '<p><img src="/media/blog-images/uploads/a.jpg" onerror="x()" alt=""><a href="https://example.org" target="_blank">web</a></p>',
      }),
    );
    if (result.outcome !== "saved") throw new Error(result.outcome);
    const row = await findArticle(database.db, "post", result.id);
    expect(row!.contentDe).toBe("<h2>Hallo</h2><p><a>Link</a></p><table><tbody><tr><td>1</td></tr></tbody></table>");
    expect(row!.contentEs).toBe(
      '<p><img src="/media/blog-images/uploads/a.jpg" alt="" /><a href="https://example.org" target="_blank" rel="noopener noreferrer">web</a></p>',
    );
  });

  it.skipIf(skip)("stores the pictures with the post, records the change, deletes and logs the deletion", async () => {
    const prepared = { picture: await preparedPicture(await picture("png", 400, 300)) };
    const created = await saveArticle(database.db, {
      kind: "post",
      ...fields(
        "post",
        postForm({ titleDe: "Mit Bildern", titleEs: "Con fotos", status: "draft", imageAltDe: "Ein Hund", imageFocalY: "20" }),
      ),
      gallery: [],
      image: prepared.picture,
      removeImage: false,
      galleryPictures: [prepared.picture, prepared.picture],
      editorId,
    });
    if (created.outcome !== "saved") throw new Error(created.outcome);
    const row = await findArticle(database.db, "post", created.id);
    expect(row!.imageUrl).toMatch(/^uploads\/[0-9a-f-]{36}\.png$/);
    expect(row).toMatchObject({ imageAltDe: "Ein Hund", imageAltEs: "", imageFocalX: 50, imageFocalY: 20 });
    expect(row!.galleryImages).toHaveLength(2);
    const paths = [row!.imageUrl, ...row!.galleryImages.map((image) => image.url)];
    const stored = await database.db.select({ path: mediaObjects.path }).from(mediaObjects);
    expect(stored.map((object) => object.path)).toEqual(expect.arrayContaining(paths));

    // Captions and descriptions per language; a picture not in the post's gallery cannot be slipped in.
    const gallery = [
      { path: row!.galleryImages[1]!.url, captionDe: "Zwei", captionEs: "Dos", altDe: "Zwei Hunde", altEs: "" },
      { path: "sample/luna.webp", captionDe: "", captionEs: "", altDe: "", altEs: "" },
    ];
    const published = await saveArticle(database.db, {
      kind: "post",
      id: created.id,
      ...fields("post", postForm({ titleDe: "Mit Bildern", titleEs: "Con fotos" })),
      gallery,
      image: null,
      removeImage: false,
      galleryPictures: [],
      editorId,
    });
    expect(published.outcome).toBe("saved");
    expect((await findArticle(database.db, "post", created.id))!.galleryImages).toEqual([
      { url: row!.galleryImages[1]!.url, caption_de: "Zwei", caption_es: "Dos", alt_de: "Zwei Hunde", alt_es: null },
    ]);

    expect(await deleteArticle(database.db, "post", created.id, editorId)).toBe(true);
    expect(await findArticle(database.db, "post", created.id)).toBeNull();
    const log = await database.db.select().from(activityLog).where(eq(activityLog.subjectId, created.id));
    expect(log.map((entry) => entry.action).sort()).toEqual(["created", "deleted", "published"]);
    expect(await deleteArticle(database.db, "post", created.id, editorId)).toBe(false);
    expect(await findArticle(database.db, "post", "not-an-id")).toBeNull();
  });

  it.skipIf(skip)("moves a guide in the list's order", async () => {
    const guide = (titleDe: string, displayOrder: string) =>
      saveArticle(database.db, {
        kind: "guide",
        ...fields("guide", {
          ...postForm({ titleDe, titleEs: `${titleDe} es` }),
          metaDescriptionDe: "",
          metaDescriptionEs: "",
          featured: "on",
          displayOrder,
        }),
        gallery: [],
        image: null,
        removeImage: false,
        galleryPictures: [],
        editorId,
      });
    const ids = [];
    for (const [title, order] of [
      ["A", "0"],
      ["B", "1"],
      ["C", "2"],
    ] as const) {
      const saved = await guide(title, order);
      if (saved.outcome !== "saved") throw new Error(saved.outcome);
      ids.push(saved.id);
    }
    expect(await moveGuide(database.db, ids[2]!, "up", editorId)).toBe(true);
    const order = await database.db
      .select({ titleDe: guides.titleDe, featured: guides.featured })
      .from(guides)
      .orderBy(guides.displayOrder);
    expect(order).toEqual([
      { titleDe: "A", featured: true },
      { titleDe: "C", featured: true },
      { titleDe: "B", featured: true },
    ]);
  });
});

describe.skipIf(!postgresAvailable)("content changes on PostgreSQL", () => {
  let database: TestDatabase;
  let listener: pg.Client;
  let editorId: string;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const [editor] = await database.db.insert(editors).values({ email: "redaktion@example.org", source: "workspace" }).returning();
    editorId = editor!.id;
    listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on("notification", (message) => heard.push(`${message.channel}:${message.payload}`));
    await listener.query("listen site_changes");
  });
  afterAll(async () => {
    await listener?.end();
    await database?.destroy();
  });

  it("are announced on site_changes when they commit, and not when a save is refused", async () => {
    const save = (titleDe: string, slugDe = "") =>
      saveArticle(database.db, {
        kind: "post",
        ...fields("post", postForm({ titleDe, titleEs: `${titleDe} es`, slugDe })),
        gallery: [],
        image: null,
        removeImage: false,
        galleryPictures: [],
        editorId,
      });
    const saved = await save("Angekündigt");
    await expect.poll(() => heard).toEqual(["site_changes:content"]);
    // Refused: the slug entered is the first post's.
    expect((await save("Angekündigt", "angekuendigt")).outcome).toBe("invalid");
    if (saved.outcome !== "saved") throw new Error(saved.outcome);
    await deleteArticle(database.db, "post", saved.id, editorId);
    await expect.poll(() => heard).toEqual(["site_changes:content", "site_changes:content"]);
  });
});

describe.each(backends)("the samples on $name", ({ skip, create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it.skipIf(skip)("go into a new database once: deleting every post and guide never brings them back", async () => {
    expect(await seedSampleContent(database.db)).toEqual({ posts: 5, guides: 6 });
    await database.db.delete(blogPosts);
    await database.db.delete(guides);
    expect(await seedSampleContent(database.db)).toEqual({ posts: 0, guides: 0 });
    expect(await database.db.select().from(blogPosts)).toEqual([]);
    expect(await database.db.select().from(guides)).toEqual([]);
  });
});
