import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "~/db/client.server";
import { blogPosts, editors } from "~/db/schema";
import { findArticle, publishDueArticles, restoreArticle, saveArticle } from "~/features/admin/articles/articles.server";
import { parseArticle } from "~/features/admin/articles/fields";
import { listVersions } from "~/platform/history/versions.server";
import { type TestDatabase, backends } from "../support/databases";

const postForm = (overrides: Record<string, string>) => ({
  titleDe: "Weihnachtsgruß",
  titleEs: "Saludo de Navidad",
  slugDe: "",
  slugEs: "",
  excerptDe: "",
  excerptEs: "",
  categoryDe: "",
  categoryEs: "",
  contentDe: "<p>Frohe Weihnachten</p>",
  contentEs: "<p>Feliz Navidad</p>",
  status: "scheduled",
  publishAt: "2026-12-24T09:00",
  publishedDate: "2026-11-28",
  imageAltDe: "",
  imageAltEs: "",
  imageFocalX: "",
  imageFocalY: "",
  ...overrides,
});

async function savePost(db: Database, editorId: string, overrides: Record<string, string> = {}, id?: string) {
  const parsed = parseArticle("post", postForm(overrides));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const saved = await saveArticle(db, {
    kind: "post",
    id,
    fields: parsed.fields,
    proposedSlugs: parsed.proposedSlugs,
    gallery: [],
    image: null,
    removeImage: false,
    galleryPictures: [],
    editorId,
  });
  if (saved.outcome !== "saved") throw new Error(saved.outcome);
  return saved.id;
}

describe.each(backends)("scheduled posts on $name", ({ skip, create }) => {
  let database: TestDatabase;
  let editorId: string;

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    const [editor] = await database.db.insert(editors).values({ email: "redaktion@example.org", source: "workspace" }).returning();
    editorId = editor!.id;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it.skipIf(skip)("are not public before their minute (the association's time), and published once at it, whoever looks", async () => {
    const id = await savePost(database.db, editorId);
    const stored = await findArticle(database.db, "post", id);
    expect([stored!.status, stored!.publishAt?.toISOString()]).toEqual(["scheduled", "2026-12-24T08:00:00.000Z"]);

    expect(await publishDueArticles(database.db, new Date("2026-12-24T07:59:59Z"))).toEqual([]);
    expect((await findArticle(database.db, "post", id))!.status).toBe("scheduled");

    // Two instances on one PostgreSQL look at the same moment: one publishes it, the other finds nothing due.
    const second = database.url ? await openDatabase({ url: database.url }) : undefined;
    try {
      const at = new Date("2026-12-24T08:00:20Z");
      const [first, other] = await Promise.all([publishDueArticles(database.db, at), publishDueArticles(second?.db ?? database.db, at)]);
      expect([...first, ...other]).toEqual([{ kind: "post", id, title: "Weihnachtsgruß" }]);
    } finally {
      await second?.close();
    }
    const published = await findArticle(database.db, "post", id);
    // Its date is the day it went public.
    expect([published!.status, published!.publishedDate]).toEqual(["published", "2026-12-24"]);
    const versions = await listVersions(database.db, "post", id);
    expect(versions.map((version) => [version.version, version.note, version.editorEmail])).toEqual([
      [2, "publish", null],
      [1, null, "redaktion@example.org"],
    ]);
    const log = await queryRows<{ action: string }>(database.db, sql`select action from activity_log where subject_id = ${id} order by at`);
    expect(log.map((entry) => entry.action)).toEqual(["created", "published"]);
    expect(await publishDueArticles(database.db, new Date("2027-01-01T00:00:00Z"))).toEqual([]);
  });

  it.skipIf(skip)("publish at the next look what was due while the server was down", async () => {
    const id = await savePost(database.db, editorId, { titleDe: "Verpasst", titleEs: "Perdido", publishAt: "2026-11-01T10:00" });
    expect(await publishDueArticles(database.db, new Date("2026-11-28T12:00:00Z"))).toEqual([{ kind: "post", id, title: "Verpasst" }]);
  });

  it.skipIf(skip)("refuse a scheduled state without its day and time", () => {
    expect(parseArticle("post", postForm({ publishAt: "" }))).toEqual({ ok: false, errors: { publishAt: "dateTimeInvalid" } });
    const draft = parseArticle("post", postForm({ status: "draft", publishAt: "" }));
    expect(draft.ok && draft.fields.publishAt).toBeNull();
  });

  it.skipIf(skip)("get an earlier version back as their newest, unless its address went to another post since", async () => {
    const id = await savePost(database.db, editorId, { titleDe: "Erste", titleEs: "Primera", status: "draft", slugDe: "fassung-eins" });
    await savePost(database.db, editorId, { titleDe: "Zweite", titleEs: "Segunda", status: "draft", slugDe: "fassung-zwei" }, id);
    const [, first] = await listVersions(database.db, "post", id);
    expect(await restoreArticle(database.db, "post", id, first!.data, editorId, "restore:1")).toEqual({ ok: true });
    const restored = await findArticle(database.db, "post", id);
    expect([restored!.titleDe, restored!.slugDe]).toEqual(["Erste", "fassung-eins"]);
    expect((await listVersions(database.db, "post", id)).map((version) => [version.version, version.note])).toEqual([
      [3, "restore:1"],
      [2, null],
      [1, null],
    ]);
    // Another post took "fassung-zwei": version 2 cannot come back.
    await savePost(database.db, editorId, { titleDe: "Andere", titleEs: "Otra", status: "draft", slugDe: "fassung-zwei" });
    const [, second] = await listVersions(database.db, "post", id);
    expect(await restoreArticle(database.db, "post", id, second!.data, editorId, "restore:2")).toEqual({ ok: false, reason: "slugTaken" });
    expect((await database.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!.titleDe).toBe("Erste");
  });
});
