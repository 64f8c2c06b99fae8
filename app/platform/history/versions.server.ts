import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contentVersions, editors } from "~/db/schema";

/** What has a history: everything editors change in the workspace but the inbox. */
export type VersionKind = "post" | "guide" | "page" | "faq" | "team" | "settings";

export interface NewVersion {
  kind: VersionKind;
  itemId: string;
  data: Record<string, unknown>;
  editorId: string | null;
  /** `restore:<version>`, `publish`, or nothing for an editor's save. */
  note?: string;
}

export interface SavedVersion {
  version: number;
  data: Record<string, unknown>;
  createdAt: Date;
  editorEmail: string | null;
  note: string | null;
}

const itemKey = (kind: VersionKind, itemId: string) => and(eq(contentVersions.kind, kind), eq(contentVersions.itemId, itemId));

/**
 * Keeps `data` as the item's next version, in the caller's transaction (the save it records). Saves of one item at
 * once take their numbers one after the other: the transaction holds a lock on the item until it ends.
 */
export async function recordVersion(tx: Database, entry: NewVersion): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${entry.kind}:${entry.itemId}`}, 0))`);
  const [latest] = await tx
    .select({ version: sql<number>`coalesce(max(${contentVersions.version}), 0)::int` })
    .from(contentVersions)
    .where(itemKey(entry.kind, entry.itemId));
  const version = (latest?.version ?? 0) + 1;
  await tx.insert(contentVersions).values({ ...entry, note: entry.note ?? null, version });
  return version;
}

/**
 * The first version an item brought along (the site's own example settings, a seeded FAQ entry), unless it has one:
 * several instances starting at once store it once.
 */
export async function recordFirstVersion(db: Database, entry: Omit<NewVersion, "editorId" | "note">): Promise<void> {
  await db
    .insert(contentVersions)
    .values({ ...entry, version: 1, editorId: null })
    .onConflictDoNothing();
}

const selected = {
  version: contentVersions.version,
  data: contentVersions.data,
  createdAt: contentVersions.createdAt,
  editorEmail: editors.email,
  note: contentVersions.note,
};

/** Every version of an item, newest first, with who saved it (null: the site itself, or an editor since deleted). */
export async function listVersions(db: Database, kind: VersionKind, itemId: string): Promise<SavedVersion[]> {
  return db
    .select(selected)
    .from(contentVersions)
    .leftJoin(editors, eq(editors.id, contentVersions.editorId))
    .where(itemKey(kind, itemId))
    .orderBy(desc(contentVersions.version));
}

/** The newest version of an item, if it has any. */
export async function latestVersion(db: Database, kind: VersionKind, itemId: string): Promise<SavedVersion | undefined> {
  const [latest] = await db
    .select(selected)
    .from(contentVersions)
    .leftJoin(editors, eq(editors.id, contentVersions.editorId))
    .where(itemKey(kind, itemId))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  return latest;
}

/** One version of an item. */
export async function findVersion(db: Database, kind: VersionKind, itemId: string, version: number): Promise<SavedVersion | undefined> {
  const [found] = await db
    .select(selected)
    .from(contentVersions)
    .leftJoin(editors, eq(editors.id, contentVersions.editorId))
    .where(and(itemKey(kind, itemId), eq(contentVersions.version, version)));
  return found;
}

/** An item's history goes with the item (a deleted post, FAQ entry or team member). */
export async function deleteVersions(tx: Database, kind: VersionKind, itemId: string): Promise<void> {
  await tx.delete(contentVersions).where(itemKey(kind, itemId));
}
