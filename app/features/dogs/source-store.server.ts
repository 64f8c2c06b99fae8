import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { dogRefreshLeases, dogSnapshots } from "~/db/schema";
import type { Dog, DogList } from "./types";

/** The last good list of a source as kept in the database. */
export interface StoredDogList extends DogList {
  fetchedAt: Date;
}

export async function readSnapshot(db: Database, sourceKey: string): Promise<StoredDogList | undefined> {
  const [row] = await db.select().from(dogSnapshots).where(eq(dogSnapshots.sourceKey, sourceKey));
  return row && { dogs: row.dogs as Dog[], cacheTimestamp: row.sourceTimestamp, fetchedAt: row.fetchedAt };
}

export async function saveSnapshot(db: Database, sourceKey: string, list: StoredDogList): Promise<void> {
  const values = { dogs: list.dogs, sourceTimestamp: list.cacheTimestamp, fetchedAt: list.fetchedAt };
  await db
    .insert(dogSnapshots)
    .values({ sourceKey, ...values })
    .onConflictDoUpdate({ target: dogSnapshots.sourceKey, set: values });
}

/**
 * Takes the refresh lease of a source for `ttlMs` unless another holder has an
 * unexpired one. One atomic statement, so two instances never both win.
 */
export async function acquireLease(db: Database, sourceKey: string, holder: string, ttlMs: number): Promise<boolean> {
  const expiresAt = sql`now() + ${`${ttlMs} milliseconds`}::interval`;
  const rows = await db
    .insert(dogRefreshLeases)
    .values({ sourceKey, holder, expiresAt })
    .onConflictDoUpdate({
      target: dogRefreshLeases.sourceKey,
      set: { holder, expiresAt },
      setWhere: sql`${dogRefreshLeases.expiresAt} < now() or ${dogRefreshLeases.holder} = ${holder}`,
    })
    .returning({ holder: dogRefreshLeases.holder });
  return rows.length === 1;
}

export async function releaseLease(db: Database, sourceKey: string, holder: string): Promise<void> {
  await db.delete(dogRefreshLeases).where(and(eq(dogRefreshLeases.sourceKey, sourceKey), eq(dogRefreshLeases.holder, holder)));
}
