import { and, asc, eq, isNull, notInArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { editorSessions, editors } from "~/db/schema";
import { recordActivity } from "./activity.server";
import { addressList } from "./editor-address";
import { shownEditor } from "./shown-editor.server";

/**
 * Who is an editor: an address of EDITOR_EMAILS (while it is listed there; it cannot be removed in the
 * workspace), or an address an editor or the command line added (until removed). Addresses come in their kept
 * form (editor-address.ts). A removed editor's row stays, marked removed, so that the activity log keeps
 * naming them.
 */

/** The addresses of EDITOR_EMAILS. */
export const configuredEditors = (): string[] => addressList(env().EDITOR_EMAILS);

/** Who does something: a signed-in editor, or null for the operator's command line. */
export type Actor = { id: string; email: string } | null;

const activeRow = (address: string) => and(eq(editors.email, address), isNull(editors.removedAt));

export async function isEditor(database: Database, address: string, configured: readonly string[]): Promise<boolean> {
  if (configured.includes(address)) return true;
  const [row] = await database.select({ id: editors.id }).from(editors).where(activeRow(address));
  return row !== undefined;
}

/** Whether anybody can sign in yet (EDITOR_EMAILS or an editor in the database). */
export async function hasAnyEditor(database: Database, configured: readonly string[]): Promise<boolean> {
  if (configured.length > 0) return true;
  const [row] = await database.select({ id: editors.id }).from(editors).where(isNull(editors.removedAt)).limit(1);
  return row !== undefined;
}

/**
 * The editor row an address signs in as: EDITOR_EMAILS editors get theirs now (or back, if the command line
 * removed it); anybody else must have an active row. Undefined: not an editor (any more).
 */
export async function editorIdForSignIn(
  tx: Pick<Database, "insert" | "select">,
  address: string,
  configured: readonly string[],
): Promise<string | undefined> {
  if (configured.includes(address)) {
    const [row] = await tx
      .insert(editors)
      .values({ email: address, source: "settings" })
      .onConflictDoUpdate({
        target: editors.email,
        // An active row keeps where it came from (one added in the workspace stays when unlisted); a removed
        // one comes back from the settings.
        set: { removedAt: null, source: sql`case when ${editors.removedAt} is null then ${editors.source} else 'settings' end` },
      })
      .returning({ id: editors.id });
    return row?.id;
  }
  const [row] = await tx.select({ id: editors.id }).from(editors).where(activeRow(address));
  return row?.id;
}

export interface EditorListing {
  email: string;
  name: string | null;
  /** Undefined for an EDITOR_EMAILS editor who has not signed in yet. */
  id: string | undefined;
  addedAt: Date | undefined;
  /** The editor who added this one, as shown; undefined: the command line or EDITOR_EMAILS. */
  addedBy: string | undefined;
  /** Named by EDITOR_EMAILS: cannot be removed in the workspace. */
  configured: boolean;
}

/** Every editor, by address. */
export async function listEditors(database: Database, configured: readonly string[]): Promise<EditorListing[]> {
  const adder = alias(editors, "adder");
  const rows = await database
    .select({ id: editors.id, email: editors.email, name: editors.name, addedAt: editors.addedAt, addedBy: shownEditor(adder) })
    .from(editors)
    .leftJoin(adder, eq(adder.id, editors.addedBy))
    .where(isNull(editors.removedAt))
    .orderBy(asc(editors.email));
  const listed: EditorListing[] = rows.map((row) => ({
    ...row,
    addedBy: row.addedBy ?? undefined,
    configured: configured.includes(row.email),
  }));
  const withoutRow = configured.filter((address) => !rows.some((row) => row.email === address));
  listed.push(
    ...withoutRow.map((email) => ({ id: undefined, email, name: null, addedAt: undefined, addedBy: undefined, configured: true })),
  );
  return listed.sort((a, b) => a.email.localeCompare(b.email));
}

export type AddOutcome = "added" | "alreadyEditor" | "renamed";

/**
 * Makes `address` an editor (again), with `name` (null: none), logged as done by `by`. An editor already (an
 * EDITOR_EMAILS one too) with another name given gets that name: that is how an editor is named later.
 */
export async function addEditor(
  database: Database,
  { address, name = null, by, configured }: { address: string; name?: string | null; by: Actor; configured: readonly string[] },
): Promise<AddOutcome> {
  return database.transaction(async (tx) => {
    // Where the editor comes from: EDITOR_EMAILS, an editor in the workspace, or `npm run editor`.
    const source = configured.includes(address) ? "settings" : by ? "workspace" : "command";
    if (!configured.includes(address)) {
      // One statement for a new address and a removed one; an active editor's row is left alone (no row back).
      const [row] = await tx
        .insert(editors)
        .values({ email: address, name, source, addedBy: by?.id ?? null })
        .onConflictDoUpdate({
          target: editors.email,
          set: { removedAt: null, name, source, addedBy: by?.id ?? null, addedAt: sql`now()` },
          setWhere: sql`${editors.removedAt} is not null`,
        })
        .returning({ id: editors.id });
      if (row) {
        await recordActivity(tx, { editorId: by?.id ?? null, subjectType: "editor", action: "added", subjectId: row.id, summary: address });
        return "added";
      }
    }
    if (name === null) return "alreadyEditor";
    // An EDITOR_EMAILS editor who never signed in gets their row now, as at the first sign-in.
    const [renamed] = await tx
      .insert(editors)
      .values({ email: address, name, source })
      .onConflictDoUpdate({ target: editors.email, set: { name }, setWhere: sql`${editors.name} is distinct from ${name}` })
      .returning({ id: editors.id });
    if (!renamed) return "alreadyEditor";
    await recordActivity(tx, {
      editorId: by?.id ?? null,
      subjectType: "editor",
      action: "renamed",
      subjectId: renamed.id,
      summary: `${address} → ${name}`,
    });
    return "renamed";
  });
}

/**
 * At start: the editors who came from EDITOR_EMAILS and are no longer listed there are removed, with their
 * sessions (logged as done by the server). Editors added in the workspace or by the command line stay.
 * Returns the addresses removed.
 */
export async function removeUnlistedEditors(database: Database, configured: readonly string[]): Promise<string[]> {
  return database.transaction(async (tx) => {
    const unlisted = and(eq(editors.source, "settings"), isNull(editors.removedAt), notInArray(editors.email, [...configured]));
    const removed = await tx
      .update(editors)
      .set({ removedAt: sql`now()` })
      .where(unlisted)
      .returning({ id: editors.id, email: editors.email });
    for (const { id, email } of removed) {
      await tx.delete(editorSessions).where(eq(editorSessions.editorId, id));
      await recordActivity(tx, { editorId: null, subjectType: "editor", action: "removed", subjectId: id, summary: email });
    }
    return removed.map(({ email }) => email);
  });
}

export type RemoveOutcome = "removed" | "notEditor" | "configured" | "self";

/**
 * Removes `address` from the editors and ends all their sessions, logged as done by `by`. EDITOR_EMAILS
 * editors stay (their place is the server's settings), and nobody removes themselves (somebody else can).
 */
export async function removeEditor(
  database: Database,
  { address, by, configured }: { address: string; by: Actor; configured: readonly string[] },
): Promise<RemoveOutcome> {
  if (configured.includes(address)) return "configured";
  if (by?.email === address) return "self";
  return database.transaction(async (tx) => {
    const [row] = await tx
      .update(editors)
      .set({ removedAt: sql`now()` })
      .where(activeRow(address))
      .returning({ id: editors.id });
    if (!row) return "notEditor";
    await tx.delete(editorSessions).where(eq(editorSessions.editorId, row.id));
    await recordActivity(tx, { editorId: by?.id ?? null, subjectType: "editor", action: "removed", subjectId: row.id, summary: address });
    return "removed";
  });
}
