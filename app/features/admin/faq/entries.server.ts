import { eq, sql } from "drizzle-orm";
import * as z from "zod";
import type { Database, Transaction } from "~/db/client.server";
import { type FaqCatalogue, faqEntries } from "~/db/schema/site";
import { sanitizeContentHtml } from "~/features/content/sanitize.server";
import { type FaqEntryData, entryData } from "~/features/faq/entry";
import { inFaqOrder, movedOne } from "~/features/faq/order";
import { loadFaqEntries } from "~/features/faq/store.server";
import { deleteVersions, recordVersion } from "~/platform/history/versions.server";
import { announceSiteChange } from "~/platform/site-changes.server";
import { recordActivity } from "../activity.server";
import { anchorClashes } from "./anchor-clashes";
import { type FaqFieldErrors, parseFaqEntry } from "./fields";
import { linkedAnchorErrors, linkedAnchors } from "./linked-anchors";

/*
 * The FAQ entries in the database, as the workspace changes them. Every change is one transaction: the entry, its
 * new version (content_versions, with who), the activity log and the announcement to every instance, whose FAQ
 * stores read the entries anew (this process's at once, before its next page).
 */

export type FaqEntryRow = typeof faqEntries.$inferSelect;

/** An id from a path: a malformed one finds nothing (instead of a database error). */
const isId = (id: string) => z.uuid().safeParse(id).success;

/** Every entry, each catalogue in its order. */
export async function listFaqEntries(database: Database): Promise<FaqEntryRow[]> {
  const rows = await database.select().from(faqEntries);
  return rows.sort((a, b) => a.catalogue.localeCompare(b.catalogue) || inFaqOrder(a, b));
}

/** One entry; null when there is none. */
export async function findFaqEntry(database: Database, id: string): Promise<FaqEntryRow | null> {
  if (!isId(id)) return null;
  const [row] = await database.select().from(faqEntries).where(eq(faqEntries.id, id));
  return row ?? null;
}

/**
 * Every entry, read under a lock that changes of entries take in turns: the anchor checks and the numbering see
 * the others as they are until the change commits.
 */
async function lockedEntries(tx: Transaction): Promise<FaqEntryRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('faq_entries', 0))`);
  return tx.select().from(faqEntries);
}

/** The summary of an entry in the activity log: its question. */
const questionOf = (entry: Pick<FaqEntryData, "questionDe" | "questionEs">) => entry.questionDe || entry.questionEs;

/**
 * Tells every instance, in the change's transaction, that the entries changed; this process reads them anew after
 * the commit (loadFaqEntries), so the editor's next page shows the change.
 */
const announce = (tx: Transaction) => announceSiteChange(tx, "pages");

export interface SaveFaqEntry {
  /** The entry changed; none: a new one. */
  id?: string;
  /** The form's fields, or an older version's data (a restore). */
  posted: Readonly<Record<string, unknown>>;
  editorId: string;
  /** `restore:<version>` for a restore. */
  note?: string;
}

export type FaqSaveResult = { outcome: "saved"; id: string } | { outcome: "invalid"; errors: FaqFieldErrors } | { outcome: "notFound" };

/**
 * Saves an entry as its next version. The answers are sanitised with the public pages' allow-list first (an answer
 * of nothing but a script is no answer); a refused field saves nothing. An entry without a position goes to the end
 * of its catalogue, or keeps its place there.
 */
export async function saveFaqEntry(database: Database, { id, posted, editorId, note }: SaveFaqEntry): Promise<FaqSaveResult> {
  if (id !== undefined && !isId(id)) return { outcome: "notFound" };
  const clean = (answer: unknown) => (typeof answer === "string" ? sanitizeContentHtml(answer) : answer);
  const parsed = parseFaqEntry({ ...posted, answerDe: clean(posted.answerDe), answerEs: clean(posted.answerEs) });
  if (!parsed.ok) return { outcome: "invalid", errors: parsed.errors };
  const fields = parsed.fields;
  const result = await database.transaction(async (tx): Promise<FaqSaveResult> => {
    const rows = await lockedEntries(tx);
    const previous = rows.find((row) => row.id === id);
    if (id !== undefined && !previous) return { outcome: "notFound" };
    const errors = {
      ...anchorClashes(
        fields,
        rows.filter((row) => row !== previous),
      ),
      ...(previous && linkedAnchorErrors(previous, fields)),
    };
    if (Object.keys(errors).length) return { outcome: "invalid", errors };
    const data: FaqEntryData = {
      ...fields,
      displayOrder:
        fields.displayOrder ?? (previous?.catalogue === fields.catalogue ? previous.displayOrder : endOf(rows, fields.catalogue)),
    };
    const [row] = previous
      ? await tx
          .update(faqEntries)
          .set({ ...data, updatedAt: new Date() })
          .where(eq(faqEntries.id, previous.id))
          .returning()
      : await tx.insert(faqEntries).values(data).returning();
    await recordVersion(tx, { kind: "faq", itemId: row!.id, data, editorId, note });
    await recordActivity(tx, {
      editorId,
      subjectType: "faq",
      action: note?.startsWith("restore:") ? "restored" : previous ? "changed" : "created",
      subjectId: row!.id,
      summary: questionOf(data),
    });
    await announce(tx);
    return { outcome: "saved", id: row!.id };
  });
  if (result.outcome === "saved") await loadFaqEntries(database);
  return result;
}

/** The number after the last entry of a catalogue. */
const endOf = (rows: readonly FaqEntryRow[], catalogue: FaqCatalogue) =>
  Math.max(-1, ...rows.filter((row) => row.catalogue === catalogue).map((row) => row.displayOrder)) + 1;

export type FaqDeleteResult = { outcome: "deleted"; question: string } | { outcome: "linked"; anchors: string[] } | { outcome: "notFound" };

/** Deletes an entry and its history, unless other pages link to it (linked-anchors.ts). */
export async function deleteFaqEntry(database: Database, id: string, editorId: string): Promise<FaqDeleteResult> {
  if (!isId(id)) return { outcome: "notFound" };
  const result = await database.transaction(async (tx): Promise<FaqDeleteResult> => {
    const row = (await lockedEntries(tx)).find((entry) => entry.id === id);
    if (!row) return { outcome: "notFound" };
    const anchors = Object.values(linkedAnchors(row));
    if (anchors.length) return { outcome: "linked", anchors };
    await tx.delete(faqEntries).where(eq(faqEntries.id, id));
    await deleteVersions(tx, "faq", id);
    await recordActivity(tx, { editorId, subjectType: "faq", action: "deleted", subjectId: id, summary: questionOf(row) });
    await announce(tx);
    return { outcome: "deleted", question: questionOf(row) };
  });
  if (result.outcome === "deleted") await loadFaqEntries(database);
  return result;
}

/**
 * Moves an entry one place up or down in its catalogue, which is numbered anew; every entry whose position changed
 * is saved as its next version. Answers the catalogue, or undefined when there is no such entry.
 */
export async function moveFaqEntry(
  database: Database,
  id: string,
  direction: "up" | "down",
  editorId: string,
): Promise<FaqCatalogue | undefined> {
  if (!isId(id)) return undefined;
  const catalogue = await database.transaction(async (tx) => {
    const rows = await lockedEntries(tx);
    const moving = rows.find((row) => row.id === id);
    if (!moving) return undefined;
    const before = new Map(rows.map((row) => [row.id, row.displayOrder]));
    const renumbered = movedOne(
      rows.filter((row) => row.catalogue === moving.catalogue),
      id,
      direction,
    );
    const changed = (renumbered ?? []).filter((row) => before.get(row.id) !== row.displayOrder);
    // At either end of the list nothing moves: nothing to record.
    if (!changed.length) return moving.catalogue;
    for (const row of changed) {
      await tx.update(faqEntries).set({ displayOrder: row.displayOrder, updatedAt: new Date() }).where(eq(faqEntries.id, row.id));
      await recordVersion(tx, { kind: "faq", itemId: row.id, data: entryData(row), editorId });
    }
    await recordActivity(tx, { editorId, subjectType: "faq", action: "moved", subjectId: id, summary: questionOf(moving) });
    await announce(tx);
    return moving.catalogue;
  });
  if (catalogue) await loadFaqEntries(database);
  return catalogue;
}
