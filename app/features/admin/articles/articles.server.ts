import { and, asc, desc, eq, ilike, ne, or } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { blogPosts, guides } from "~/db/schema";
import type { ContentStatus } from "~/db/schema/content";
import { announceContentChange } from "~/features/content/content-changes.server";
import type { MediaBucket } from "~/features/content/media";
import { sanitizeContentHtml } from "~/features/content/sanitize.server";
import type { PreparedPicture } from "~/features/media/picture.server";
import { insertUpload } from "~/features/media/store.server";
import { recordActivity } from "../activity.server";
import type { ArticleFields, ArticleKind, FieldErrors, GalleryEntry, GuideFields, PostFields } from "./fields";

/** The table and the picture bucket of each kind. */
const tables = { post: blogPosts, guide: guides } as const;
export const articleBuckets: Record<ArticleKind, MediaBucket> = { post: "blog-images", guide: "guide-images" };

type PostRow = typeof blogPosts.$inferSelect;
type GuideRow = typeof guides.$inferSelect;
export type ArticleRow<K extends ArticleKind> = K extends "post" ? PostRow : GuideRow;

/** An id from a path: a malformed one finds nothing (instead of a database error). */
const isId = (id: string) => z.uuid().safeParse(id).success;

export interface ArticleListItem {
  id: string;
  titleDe: string;
  titleEs: string;
  status: ContentStatus;
  /** Posts: the published date (YYYY-MM-DD); guides: none. */
  publishedDate: string | null;
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
  updatedAt: row.updatedAt,
});

/** One post or guide by its id; null when there is none. */
export async function findArticle<K extends ArticleKind>(database: Database, kind: K, id: string): Promise<ArticleRow<K> | null> {
  if (!isId(id)) return null;
  const table = tables[kind] as typeof blogPosts;
  const [row] = await database.select().from(table).where(eq(table.id, id)).limit(1);
  return (row as ArticleRow<K> | undefined) ?? null;
}

export interface SaveArticle<K extends ArticleKind> {
  kind: K;
  /** The item changed; none: a new one. */
  id?: string;
  fields: ArticleFields<K>;
  /** The gallery pictures kept, in order, with their captions (paths not in the item's gallery are ignored). */
  gallery: GalleryEntry[];
  /** A new main picture, checked and cleaned (preparePicture). */
  image: PreparedPicture | null;
  removeImage: boolean;
  /** New gallery pictures, appended. */
  galleryPictures: PreparedPicture[];
  editorId: string;
}

export type SaveResult = { outcome: "saved"; id: string } | { outcome: "invalid"; errors: FieldErrors } | { outcome: "notFound" };

/** Thrown inside the transaction to roll it back when a slug is taken (found after the pictures were stored). */
class SlugClash extends Error {
  constructor(readonly errors: FieldErrors) {
    super("slug taken");
  }
}

/**
 * Saves a post or guide with its new pictures in one transaction: the body sanitised with the public
 * pages' allow-list, slugs unique per language (a clash is a field error, nothing is saved), the change in
 * the activity log and announced to every instance.
 */
export async function saveArticle<K extends ArticleKind>(database: Database, input: SaveArticle<K>): Promise<SaveResult> {
  try {
    return await database.transaction(async (tx) => {
      const previous = input.id ? await findArticle(tx, input.kind, input.id) : null;
      if (input.id && !previous) return { outcome: "notFound" as const };
      const clash = await slugClashes(tx, input.kind, input.fields, input.id);
      if (clash) throw new SlugClash(clash);
      const bucket = articleBuckets[input.kind];
      const image = input.image ? (await insertUpload(tx, bucket, input.image, input.editorId)).path : null;
      const added: GalleryEntry[] = [];
      for (const picture of input.galleryPictures) {
        added.push({ path: (await insertUpload(tx, bucket, picture, input.editorId)).path, captionDe: "", captionEs: "" });
      }
      const kept = new Set(previous ? galleryPaths(previous) : []);
      const gallery = [...input.gallery.filter((entry) => kept.has(entry.path)), ...added];
      const fields = input.fields;
      const common = {
        titleDe: fields.titleDe,
        titleEs: fields.titleEs,
        slugDe: fields.slugDe,
        slugEs: fields.slugEs,
        excerptDe: fields.excerptDe,
        excerptEs: fields.excerptEs,
        contentDe: sanitizeContentHtml(fields.contentDe),
        contentEs: sanitizeContentHtml(fields.contentEs),
        categoryDe: fields.categoryDe || null,
        categoryEs: fields.categoryEs || null,
        status: fields.status,
        imageUrl: image ?? (input.removeImage ? null : (previous?.imageUrl ?? null)),
        updatedAt: new Date(),
      };
      const id =
        input.kind === "post"
          ? await writePost(tx, input.id, common, fields as PostFields, gallery)
          : await writeGuide(tx, input.id, common, fields as GuideFields, gallery);
      await recordActivity(tx, {
        editorId: input.editorId,
        subjectType: input.kind,
        action: !previous
          ? "created"
          : previous.status === fields.status
            ? "changed"
            : fields.status === "published"
              ? "published"
              : "unpublished",
        subjectId: id,
        summary: fields.titleDe,
      });
      await announceContentChange(tx);
      return { outcome: "saved" as const, id };
    });
  } catch (error) {
    if (error instanceof SlugClash) return { outcome: "invalid", errors: error.errors };
    throw error;
  }
}

type Common = Omit<typeof blogPosts.$inferInsert, "id" | "publishedDate" | "galleryImages">;

async function writePost(
  tx: Database,
  id: string | undefined,
  common: Common,
  fields: PostFields,
  gallery: GalleryEntry[],
): Promise<string> {
  const values = {
    ...common,
    publishedDate: fields.publishedDate,
    galleryImages: gallery.map((entry) => ({ url: entry.path, caption_de: entry.captionDe || null, caption_es: entry.captionEs || null })),
  };
  if (id) {
    await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id));
    return id;
  }
  const [row] = await tx.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  return row!.id;
}

async function writeGuide(
  tx: Database,
  id: string | undefined,
  common: Common,
  fields: GuideFields,
  gallery: GalleryEntry[],
): Promise<string> {
  const values = {
    ...common,
    metaDescriptionDe: fields.metaDescriptionDe || null,
    metaDescriptionEs: fields.metaDescriptionEs || null,
    featured: fields.featured,
    displayOrder: fields.displayOrder,
    galleryImages: gallery.map((entry) => entry.path),
  };
  if (id) {
    await tx.update(guides).set(values).where(eq(guides.id, id));
    return id;
  }
  const [row] = await tx.insert(guides).values(values).returning({ id: guides.id });
  return row!.id;
}

/** The storage paths of an item's gallery (posts hold objects with captions, guides plain paths). */
export function galleryPaths(row: PostRow | GuideRow): string[] {
  return row.galleryImages.map((image) => (typeof image === "string" ? image : image.url));
}

/** Which slugs another item of the kind already has, in its language: the field errors, or null. */
async function slugClashes(tx: Database, kind: ArticleKind, fields: ArticleFields<ArticleKind>, id: string | undefined) {
  const table = tables[kind] as typeof blogPosts;
  const errors: FieldErrors = {};
  for (const [field, column] of [
    ["slugDe", table.slugDe],
    ["slugEs", table.slugEs],
  ] as const) {
    const others = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(column, fields[field]), id ? ne(table.id, id) : undefined))
      .limit(1);
    if (others.length) errors[field] = "slugTaken";
  }
  return Object.keys(errors).length ? errors : null;
}

/** Deletes a post or guide (its pictures stay stored: they cost little and an old link to them keeps working). */
export async function deleteArticle(database: Database, kind: ArticleKind, id: string, editorId: string): Promise<boolean> {
  return database.transaction(async (tx) => {
    const row = await findArticle(tx, kind, id);
    if (!row) return false;
    const table = tables[kind] as typeof blogPosts;
    await tx.delete(table).where(eq(table.id, id));
    await recordActivity(tx, { editorId, subjectType: kind, action: "deleted", subjectId: id, summary: row.titleDe });
    await announceContentChange(tx);
    return true;
  });
}

/**
 * Moves a guide one place up or down in the guide list: the list is numbered anew (0, 1, 2 …) in its
 * current order with the two neighbours swapped. False when there is no such guide.
 */
export async function moveGuide(database: Database, id: string, direction: "up" | "down", editorId: string): Promise<boolean> {
  if (!isId(id)) return false;
  return database.transaction(async (tx) => {
    const rows = await tx
      .select({ id: guides.id, titleDe: guides.titleDe, displayOrder: guides.displayOrder })
      .from(guides)
      .orderBy(asc(guides.displayOrder), asc(guides.createdAt))
      .for("update");
    const from = rows.findIndex((row) => row.id === id);
    if (from < 0) return false;
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) return true;
    const moved = rows[from]!;
    rows.splice(from, 1);
    rows.splice(to, 0, moved);
    for (const [order, row] of rows.entries()) {
      if (row.displayOrder !== order) await tx.update(guides).set({ displayOrder: order }).where(eq(guides.id, row.id));
    }
    await recordActivity(tx, { editorId, subjectType: "guide", action: "moved", subjectId: id, summary: moved.titleDe });
    await announceContentChange(tx);
    return true;
  });
}
