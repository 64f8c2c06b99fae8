import { randomBytes } from "node:crypto";
import { type SQL, and, eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { activityLog, erasures } from "~/db/schema";

/**
 * The erasure journal (table `erasures`): what a person's erasure leaves behind, without their address. Each
 * entry keeps a random key of its own and SHA-256 of that key followed by the address, so that a restore can
 * find the person's records in an older backup and erase them again (person-data.server.ts), while the log and
 * the journal name nobody to whoever cannot guess the address and read the key. The hash is computed by the
 * database, as the migration that journaled the erasures before this one did (0012).
 */

/** SHA-256 of a key (hex) followed by an address, hex. */
const keyedHash = (key: SQL, address: SQL) => sql`encode(sha256(decode(${key}, 'hex') || convert_to(${address}, 'UTF8')), 'hex')`;

/** The address in the activity log's records of a person's data gives way to the erasure's hash. */
export async function forgetInLog(tx: Pick<Database, "update">, address: string, hash: string): Promise<void> {
  await tx
    .update(activityLog)
    .set({ summary: hash })
    .where(and(eq(activityLog.subjectType, "person"), eq(activityLog.summary, address)));
}

/** Journals the erasure of `address` (in the erasure's transaction) and puts its hash in the log in its place; the hash. */
export async function journalErasure(tx: Pick<Database, "insert" | "update">, address: string): Promise<string> {
  const key = randomBytes(32).toString("hex");
  const [entry] = await tx
    .insert(erasures)
    .values({ hashKey: key, addressHash: keyedHash(sql`${key}`, sql`${address}`) })
    .returning({ hash: erasures.addressHash });
  await forgetInLog(tx, address, entry!.hash);
  return entry!.hash;
}

export interface JournaledAddress {
  address: string;
  erasedAt: Date;
  hash: string;
}

/** Which of `addresses` (a query of one text column) the journal names: each with its latest erasure. */
export async function journaledAmong(tx: Database, addresses: SQL): Promise<JournaledAddress[]> {
  const rows = await queryRows<{ address: string; erased_at: string | Date; hash: string }>(
    tx,
    sql`select distinct on (candidate.address) candidate.address, entry.erased_at, entry.address_hash as hash
        from (${addresses}) as candidate(address)
        join ${erasures} as entry on ${keyedHash(sql`entry.hash_key`, sql`candidate.address`)} = entry.address_hash
        order by candidate.address, entry.erased_at desc`,
  );
  return rows.map((row) => ({ address: row.address, erasedAt: new Date(row.erased_at), hash: row.hash }));
}

export type JournalEntry = typeof erasures.$inferSelect;

/** The journal of a database about to be replaced by a restore (none where it has no journal yet). */
export async function erasureJournal(database: Database): Promise<JournalEntry[]> {
  const [table] = await queryRows<{ found: boolean }>(database, sql`select to_regclass('public.erasures') is not null as found`);
  return table?.found ? database.select().from(erasures) : [];
}

/** Adds entries of another database's journal (the one a restore replaced) to this one's. */
export async function keepErasureJournal(tx: Pick<Database, "insert">, entries: readonly JournalEntry[]): Promise<void> {
  if (entries.length > 0)
    await tx
      .insert(erasures)
      .values([...entries])
      .onConflictDoNothing();
}
