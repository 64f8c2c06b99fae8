import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { SignedInEditor } from "~/context";
import type { Database } from "~/db/client.server";
import { editorSessions, editors } from "~/db/schema";
import { newToken, tokenHash } from "~/lib/tokens.server";
import { shownEditor } from "./shown-editor.server";

/**
 * Editors' sessions, in the database so that every instance knows them and an editor can end them all.
 * A session ends 7 days after the editor's last visit, and 30 days after its sign-in however often it is used
 * (a stolen cookie is not good for ever). The last visit is written at most once an hour per session, so that
 * a visit is not a write per request. Times are the database's clock, which every instance shares.
 */

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
export const SESSION_ROLL_INTERVAL_MS = 60 * 60_000;

const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`;

/** The session's end from now: a week on, but never past 30 days after its sign-in. */
const endFromNow = sql`least(${editorSessions.createdAt} + ${interval(SESSION_ABSOLUTE_MS)}, now() + ${interval(SESSION_IDLE_MS)})`;

export interface NewSession {
  /** The cookie's value; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/** Starts a session for an editor (`database` may be a transaction: the sign-in that uses its link). */
export async function createSession(database: Pick<Database, "insert" | "delete">, editorId: string): Promise<NewSession> {
  // Ended sessions count as absent already; they are swept away here, at the rare moment of a sign-in.
  await database.delete(editorSessions).where(lte(editorSessions.expiresAt, sql`now()`));
  const token = newToken();
  const [row] = await database
    .insert(editorSessions)
    .values({ tokenHash: tokenHash(token), editorId, expiresAt: sql`now() + ${interval(SESSION_IDLE_MS)}` })
    .returning({ expiresAt: editorSessions.expiresAt });
  return { token, expiresAt: row!.expiresAt };
}

export interface ResumedSession {
  editor: SignedInEditor;
  expiresAt: Date;
  /** The end moved on with this visit: the cookie must be sent again with it. */
  rolled: boolean;
}

/**
 * The session of a cookie's token: unknown, ended, or of a removed editor is none. Its three limits are each
 * checked as they are (rather than `expires_at` alone), so that sessions written under earlier rules end by
 * these too.
 */
export async function resumeSession(database: Database, token: string): Promise<ResumedSession | undefined> {
  const [found] = await database
    .select({
      sessionId: editorSessions.id,
      editorId: editors.id,
      email: editors.email,
      shownAs: shownEditor<string>(editors),
      expiresAt: editorSessions.expiresAt,
      rollDue: sql<boolean>`${editorSessions.lastSeenAt} <= now() - ${interval(SESSION_ROLL_INTERVAL_MS)}`,
    })
    .from(editorSessions)
    .innerJoin(editors, eq(editors.id, editorSessions.editorId))
    .where(
      and(
        eq(editorSessions.tokenHash, tokenHash(token)),
        gt(editorSessions.expiresAt, sql`now()`),
        gt(editorSessions.createdAt, sql`now() - ${interval(SESSION_ABSOLUTE_MS)}`),
        gt(editorSessions.lastSeenAt, sql`now() - ${interval(SESSION_IDLE_MS)}`),
        isNull(editors.removedAt),
      ),
    );
  if (!found) return undefined;
  const editor = { id: found.editorId, email: found.email, shownAs: found.shownAs, sessionId: found.sessionId };
  if (!found.rollDue) return { editor, expiresAt: found.expiresAt, rolled: false };
  const [rolled] = await database
    .update(editorSessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: endFromNow })
    .where(eq(editorSessions.id, found.sessionId))
    .returning({ expiresAt: editorSessions.expiresAt });
  // Ended in between (signed out elsewhere): no session any more.
  return rolled ? { editor, expiresAt: rolled.expiresAt, rolled: true } : undefined;
}

/** Ends one session (signing out in this browser). */
export async function endSession(database: Database, sessionId: string): Promise<void> {
  await database.delete(editorSessions).where(eq(editorSessions.id, sessionId));
}

/** Ends every session of an editor (signing out everywhere); returns how many there were. */
export async function endAllSessions(database: Database, editorId: string): Promise<number> {
  const ended = await database.delete(editorSessions).where(eq(editorSessions.editorId, editorId)).returning({ id: editorSessions.id });
  return ended.length;
}
