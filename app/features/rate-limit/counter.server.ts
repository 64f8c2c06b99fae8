import { createHash } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/**
 * Attempts per key in fixed windows, kept in the database (table rate_limits), so that every instance
 * on one database shares the count (docs/decisions/0012-rate-limits-in-the-database.md). A window
 * starts at a key's first attempt after the previous window ended and lasts `windowMs`, as in
 * express-rate-limit's memory store. Times are the database's clock, the same for every instance.
 * Keys name their use and hold no address: `form:${clientKey(ip)}`, an e-mail address as its hash.
 */

/** A client address as it may stand in a key: its SHA-256, so that the table holds no address (issue 37). */
export const clientKey = (clientAddress: string) => createHash("sha256").update(clientAddress).digest("base64url");

/** A key's attempts in its current window, and when the window ends. */
export interface WindowCount {
  hits: number;
  resetAt: Date;
}

export interface Consumption extends WindowCount {
  /** This attempt is within the limit. */
  allowed: boolean;
}

/** One process sweeps ended windows away at most this often (on an attempt), so rows never pile up. */
const SWEEP_INTERVAL_MS = 60_000;
const nextSweepAt = new WeakMap<Database, number>();

const windowEnded = sql`${rateLimits.resetAt} <= now()`;

/**
 * Counts one attempt of `key` and returns the count of its window. One atomic upsert: concurrent
 * attempts, from any instance, each get their own count.
 */
export async function countAttempt(db: Database, key: string, windowMs: number): Promise<WindowCount> {
  await sweepWhenDue(db);
  const [count] = await db
    .insert(rateLimits)
    .values({ key: key, hits: 1, resetAt: sql`now() + ${`${windowMs} milliseconds`}::interval` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // Both expressions see the row as it was: an ended window starts again at 1.
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${windowEnded} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return count!;
}

/** Counts one attempt of `key` and tells whether it is within `limit` attempts per window of `windowMs`. */
export async function consume(db: Database, key: string, limit: number, windowMs: number): Promise<Consumption> {
  const count = await countAttempt(db, key, windowMs);
  return { ...count, allowed: count.hits <= limit };
}

/** The count of `key`'s current window; undefined when it has none. */
export async function currentCount(db: Database, key: string): Promise<WindowCount | undefined> {
  const [count] = await db
    .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  return count;
}

/** Takes one attempt back (e.g. one that should not have counted), never below zero. */
export async function takeBackAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
}

/** Forgets `key`'s count: its next attempt starts a new window. */
export async function resetCount(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes the rows of ended windows (they count as absent already). */
export async function sweepEndedWindows(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`));
}

async function sweepWhenDue(db: Database) {
  const now = Date.now();
  if ((nextSweepAt.get(db) ?? 0) > now) return;
  nextSweepAt.set(db, now + SWEEP_INTERVAL_MS);
  await sweepEndedWindows(db);
}
