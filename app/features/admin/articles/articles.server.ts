import { and, asc, desc, eq, ilike, like, lte, ne, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts, guides } from "~/db/schema";
import type { ContentStatus, GalleryImage } from "~/db/schema/content";
import { deleteVersions, recordVersion } from "~/platform/history/versions.server";
import { announceSiteChange } from "~/platform/site-changes.server";
import { isoDateIn } from "~/platform/time/calendar";
import type { MediaBucket } from "~/features/media/media-url";
import { sanitizeContentHtml } from "~/features/content/sanitize.server";
import type { PreparedPicture } from "~/features/media/picture.server";
import { insertUpload } from "~/features/media/store.server";
import { recordActivity } from "../activity.server";
import { isItemId } from "../item-id";
import { movedOrder } from "../reorder";
import type { ArticleFields, ArticleKind, FieldErrors, GalleryEntry, GuideFields, PostFields, SlugField } from "./fields";
import { freeSlug } from "./free-slug";

/** The table and the picture bucket of each kind. */
const tables = { post: blogPosts, guide: guides } as const;
export const articleBuckets: Record<ArticleKind, MediaBucket> = { post: "blog-images", guide: "guide-images" };

type PostRow = typeof blogPosts.$inferSelect;
type GuideRow = typeof guides.$inferSelect;
export type ArticleRow<K extends ArticleKind> = K extends "post" ? PostRow : GuideRow;

export interface ArticleListItem {
  id: string;
  titleDe: string;
  titleEs: string;
  status: ContentStatus;
  /** Posts: the published date (YYYY-MM-DD); guides: none. */
  publishedDate: string | null;
  /** When a scheduled item goes public. */
  publishAt: Date | null;
  updatedAt: Date;
  featured: boolean;
}

/** The list of a kind: posts newest first, guides in their display order; `q` searches titles and slugs. */
export async function listArticles(database: Database, kind: ArticleKind, q: string): Promise<ArticleListItem[]> {
  const table = tables[kind];
  const pattern = `%${q.replace(/[\\%_]/g, (sign) => `\\${sign}`)}%`;
  const search = q
    ? or(ilike(table.titleDe, pattern), ilike(table.titleEs, pattern), ilike(table.slugDe, pattern), ilike(table.slugEs, pattern))
    : undefined;
  if (kind === "post") {
    const rows = await database.select().from(blogPosts).where(search).orderBy(desc(blogPosts.publishedDate), desc(blogPosts.updatedAt));
    return rows.map((row) => ({ ...listed(row), publishedDate: row.publishedDate, featured: false }));
  }
  const rows = await database.select().from(guides).where(search).orderBy(asc(guides.displayOrder), asc(guides.createdAt));
  return rows.map((row) => ({ ...listed(row), publishedDate: null, featured: row.featured }));
}

const listed = (row: PostRow | GuideRow) => ({
  id: row.id,
  titleDe: row.titleDe,
  titleEs: row.titleEs,
  status: row.status,
  publishAt: row.publishAt,
  updatedAt: row.updatedAt,
});

/** One post or guide by its id; null when there is none. */
export async function findArticle<K extends ArticleKind>(database: Database, kind: K, id: string): Promise<ArticleRow<K> | null> {
  if (!isItemId(id)) return null;
  const table = tables[kind] as typeof blogPosts;
  const [row] = await database.select().from(table).where(eq(table.id, id)).limit(1);
  return (row as ArticleRow<K> | undefined) ?? null;
}

export interface SaveArticle<K extends ArticleKind> {
  kind: K;
  /** The item changed; none: a new one. */
  id?: string;
  fields: ArticleFields<K>;
  /** The slugs proposed from the titles (left empty by the editor): taken ones become the first free `-2`, `-3` …. */
  proposedSlugs?: readonly SlugField[];
  /** The gallery pictures kept, in order, with their texts (paths not in the item's gallery are ignored). */
  gallery: GalleryEntry[];
  /** A new main picture, checked and cleaned (preparePicture). */
  image: PreparedPicture | null;
  removeImage: boolean;
  /** New gallery pictures, appended. */
  galleryPictures: PreparedPicture[];
  editorId: string;
}

export type SaveResult = { outcome: "saved"; id: string } | { outcome: "invalid"; errors: FieldErrors } | { outcome: "notFound" };

/** Thrown inside the transaction to roll it back when an entered slug is taken. */
class SlugClash extends Error {
  constructor(readonly errors: FieldErrors) {
    super("slug taken");
  }
}

/**
 * Saves a post or guide with its new pictures in one transaction: the body sanitised with the public
 * pages' allow-list, slugs unique per language (a proposed one is made free; an entered one that is taken is
 * a field error, nothing is saved), the change in the activity log and announced to every instance.
 */
export async function saveArticle<K extends ArticleKind>(database: Database, input: SaveArticle<K>): Promise<SaveResult> {
  try {
    return await database.transaction(async (tx) => {
      const previous = input.id ? await findArticle(tx, input.kind, input.id) : null;
      if (input.id && !previous) return { outcome: "notFound" as const };
      const slugs = await uniqueSlugs(tx, input.kind, input.fields, input.proposedSlugs ?? [], input.id);
      if ("errors" in slugs) throw new SlugClash(slugs.errors);
      const bucket = articleBuckets[input.kind];
      const image = input.image ? (await insertUpload(tx, bucket, input.image, input.editorId)).path : null;
      const added: GalleryEntry[] = [];
      for (const picture of input.galleryPictures) {
        const { path } = await insertUpload(tx, bucket, picture, input.editorId);
        added.push({ path, captionDe: "", captionEs: "", altDe: "", altEs: "" });
      }
      const kept = new Set(previous ? galleryPaths(previous) : []);
      const gallery = [...input.gallery.filter((entry) => kept.has(entry.path)), ...added];
      const fields = input.fields;
      const common = {
        titleDe: fields.titleDe,
        titleEs: fields.titleEs,
        ...slugs,
        excerptDe: fields.excerptDe,
        excerptEs: fields.excerptEs,
        contentDe: sanitizeContentHtml(fields.contentDe),
        contentEs: sanitizeContentHtml(fields.contentEs),
        categoryDe: fields.categoryDe || null,
        categoryEs: fields.categoryEs || null,
        status: fields.status,
        publishAt: fields.status === "scheduled" ? fields.publishAt : null,
        imageUrl: image ?? (input.removeImage ? null : (previous?.imageUrl ?? null)),
        imageAltDe: fields.imageAltDe,
        imageAltEs: fields.imageAltEs,
        imageFocalX: fields.imageFocalX,
        imageFocalY: fields.imageFocalY,
        galleryImages: gallery.map(storedGalleryImage),
        updatedAt: new Date(),
      };
      const id =
        input.kind === "post"
          ? await writePost(tx, input.id, common, fields as PostFields)
          : await writeGuide(tx, input.id, common, fields as GuideFields);
      await recordActivity(tx, {
        editorId: input.editorId,
        subjectType: input.kind,
        action: !previous ? "created" : previous.status === fields.status ? "changed" : statusAction[fields.status],
        subjectId: id,
        summary: fields.titleDe,
      });
      await recordArticleVersion(tx, input.kind, id, input.editorId);
      await announceSiteChange(tx, "content");
      return { outcome: "saved" as const, id };
    });
  } catch (error) {
    if (error instanceof SlugClash) return { outcome: "invalid", errors: error.errors };
    throw error;
  }
}

/** What a change of state is called in the activity log. */
const statusAction = { draft: "unpublished", scheduled: "scheduled", published: "published" } as const;

/** Columns of an item that are its bookkeeping, not what its editor saved. */
const notVersioned = new Set(["id", "createdAt", "updatedAt"]);

/** An item's row as a version holds it: every field its editor saves (JSON: times as ISO strings). */
const versionData = (row: PostRow | GuideRow): Record<string, unknown> =>
  JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(row).filter(([key]) => !notVersioned.has(key))))) as Record<string, unknown>;

/** Keeps the item as saved now as its next version (in the saving transaction); null: the site itself (a scheduled publication). */
async function recordArticleVersion(tx: Database, kind: ArticleKind, id: string, editorId: string | null, note?: string) {
  const row = await findArticle(tx, kind, id);
  if (row) await recordVersion(tx, { kind, itemId: id, data: versionData(row), editorId, note });
}

/**
 * Brings an earlier version of an item back as its newest: its fields as they were, its pictures too (stored pictures
 * are never deleted). Refused when a slug of it has since gone to another item, or the item is gone.
 */
export async function restoreArticle(
  database: Database,
  kind: ArticleKind,
  id: string,
  data: Record<string, unknown>,
  editorId: string,
  note: string,
): Promise<{ ok: true } | { ok: false; reason: "slugTaken" | "notFound" }> {
  return database.transaction(async (tx) => {
    const previous = await findArticle(tx, kind, id);
    if (!previous) return { ok: false as const, reason: "notFound" as const };
    const table = tables[kind] as typeof blogPosts;
    const restored = Object.fromEntries(Object.entries(previous).map(([key, value]) => [key, key in data ? data[key] : value])) as PostRow;
    for (const column of ["slugDe", "slugEs"] as const) {
      const [other] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table[column], restored[column]), ne(table.id, id)));
      if (other) return { ok: false as const, reason: "slugTaken" as const };
    }
    const { id: _id, ...values } = restored;
    await tx
      .update(table)
      .set({ ...values, publishAt: values.publishAt ? new Date(values.publishAt) : null, updatedAt: new Date() })
      .where(eq(table.id, id));
    await recordActivity(tx, { editorId, subjectType: kind, action: "restored", subjectId: id, summary: restored.titleDe });
    await recordArticleVersion(tx, kind, id, editorId, note);
    await announceSiteChange(tx, "content");
    return { ok: true as const };
  });
}

/**
 * Publishes every post and guide whose scheduled time has come, each exactly once whichever instances try at the same
 * moment: the change of state is one conditional update (scheduled and due), so only one transaction takes each.
 * A post's date becomes the day it went public. Answers what was published.
 */
export async function publishDueArticles(database: Database, now: Date): Promise<{ kind: ArticleKind; id: string; title: string }[]> {
  return database.transaction(async (tx) => {
    const published: { kind: ArticleKind; id: string; title: string }[] = [];
    for (const kind of ["post", "guide"] as const) {
      const table = tables[kind] as typeof blogPosts;
      const due = and(eq(table.status, "scheduled"), lte(table.publishAt, now));
      const changes =
        kind === "post"
          ? { status: "published" as const, updatedAt: now, publishedDate: isoDateIn(now) }
          : { status: "published" as const, updatedAt: now };
      const rows = await tx.update(table).set(changes).where(due).returning({ id: table.id, title: table.titleDe });
      for (const row of rows) {
        await recordActivity(tx, { editorId: null, subjectType: kind, action: "published", subjectId: row.id, summary: row.title });
        await recordArticleVersion(tx, kind, row.id, null, "publish");
        published.push({ kind, ...row });
      }
    }
    if (published.length > 0) await announceSiteChange(tx, "content");
    return published;
  });
}

/** A gallery picture as the row stores it (the old site's names); empty texts as none. */
const storedGalleryImage = (entry: GalleryEntry): GalleryImage => ({
  url: entry.path,
  caption_de: entry.captionDe || null,
  caption_es: entry.captionEs || null,
  alt_de: entry.altDe || null,
  alt_es: entry.altEs || null,
});

type Common = Omit<typeof blogPosts.$inferInsert, "id" | "publishedDate">;

async function writePost(tx: Database, id: string | undefined, common: Common, fields: PostFields): Promise<string> {
  const values = { ...common, publishedDate: fields.publishedDate };
  if (id) {
    await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id));
    return id;
  }
  const [row] = await tx.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  return row!.id;
}

async function writeGuide(tx: Database, id: string | undefined, common: Common, fields: GuideFields): Promise<string> {
  const values = {
    ...common,
    metaDescriptionDe: fields.metaDescriptionDe || null,
    metaDescriptionEs: fields.metaDescriptionEs || null,
    featured: fields.featured,
    displayOrder: fields.displayOrder,
  };
  if (id) {
    await tx.update(guides).set(values).where(eq(guides.id, id));
    return id;
  }
  const [row] = await tx.insert(guides).values(values).returning({ id: guides.id });
  return row!.id;
}

/** The storage paths of an item's gallery. */
function galleryPaths(row: PostRow | GuideRow): string[] {
  return row.galleryImages.map((image) => image.url);
}

/**
 * The slugs of both languages unique among the kind's items: a proposed one that another item has becomes the
 * first free `-2`, `-3` …; an entered one that another item has is a field error.
 */
async function uniqueSlugs(
  tx: Database,
  kind: ArticleKind,
  fields: ArticleFields<ArticleKind>,
  proposed: readonly SlugField[],
  id: string | undefined,
): Promise<Record<SlugField, string> | { errors: FieldErrors }> {
  const table = tables[kind] as typeof blogPosts;
  const slugs = { slugDe: fields.slugDe, slugEs: fields.slugEs };
  const errors: FieldErrors = {};
  for (const [field, column] of [
    ["slugDe", table.slugDe],
    ["slugEs", table.slugEs],
  ] as const) {
    const slug = fields[field];
    // The slug and its numbered forms (a slug holds only a-z, 0-9 and "-": nothing a LIKE pattern would read).
    const others = await tx
      .select({ slug: column })
      .from(table)
      .where(and(or(eq(column, slug), like(column, `${slug}-%`)), id ? ne(table.id, id) : undefined));
    const taken = new Set(others.map((other) => other.slug));
    if (!taken.has(slug)) continue;
    if (proposed.includes(field)) slugs[field] = freeSlug(slug, taken);
    else errors[field] = "slugTaken";
  }
  return Object.keys(errors).length ? { errors } : slugs;
}

/** Deletes a post or guide (its pictures stay stored: they cost little and an old link to them keeps working). */
export async function deleteArticle(database: Database, kind: ArticleKind, id: string, editorId: string): Promise<boolean> {
  return database.transaction(async (tx) => {
    const row = await findArticle(tx, kind, id);
    if (!row) return false;
    const table = tables[kind] as typeof blogPosts;
    await tx.delete(table).where(eq(table.id, id));
    await deleteVersions(tx, kind, id);
    await recordActivity(tx, { editorId, subjectType: kind, action: "deleted", subjectId: id, summary: row.titleDe });
    await announceSiteChange(tx, "content");
    return true;
  });
}

/** Moves a guide one place up or down in the guide list (movedOrder). False when there is no such guide. */
export async function moveGuide(database: Database, id: string, direction: "up" | "down", editorId: string): Promise<boolean> {
  if (!isItemId(id)) return false;
  return database.transaction(async (tx) => {
    const rows = await tx
      .select({ id: guides.id, titleDe: guides.titleDe, displayOrder: guides.displayOrder })
      .from(guides)
      .orderBy(asc(guides.displayOrder), asc(guides.createdAt))
      .for("update");
    const changes = movedOrder(rows, id, direction);
    if (!changes) return false;
    if (changes.length === 0) return true;
    for (const { row, displayOrder } of changes) await tx.update(guides).set({ displayOrder }).where(eq(guides.id, row.id));
    const moved = rows.find((row) => row.id === id)!;
    await recordActivity(tx, { editorId, subjectType: "guide", action: "moved", subjectId: id, summary: moved.titleDe });
    await announceSiteChange(tx, "content");
    return true;
  });
}
