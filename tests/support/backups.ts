import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { openDatabase, queryRows } from "~/db/client.server";
import type { RestoreTarget } from "~/features/backup/restore-backup.server";
import { writeBackup } from "~/features/backup/write-backup.server";
import { type TestDatabase, createPostgresDatabase, newPgliteDirectory } from "./databases";

/** Every table of the public schema with its rows as PostgreSQL's JSON (times in UTC), sorted: two databases compare equal. */
export async function everyTable(database: Database): Promise<Record<string, string[]>> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const names = await queryRows<{ name: string }>(
      tx,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const tables: Record<string, string[]> = {};
    for (const { name } of names) {
      const rows = await queryRows<{ line: string }>(tx, sql`select row_to_json(t)::text as line from ${sql.identifier(name)} as t`);
      tables[name] = rows.map((row) => row.line).sort();
    }
    return tables;
  });
}

/** A backup of `handle` in memory. */
export async function backupBytes(handle: Pick<DatabaseHandle, "db" | "kind">): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on("data", (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(handle, sink);
  return Buffer.concat(chunks);
}

export const streamOf = (bytes: Buffer) => Readable.from([bytes]);

/** A place to restore into: a fresh embedded directory or a fresh PostgreSQL database, opened afterwards with `open`. */
export interface RestorePlace {
  target: RestoreTarget;
  open(): Promise<DatabaseHandle>;
  destroy(): Promise<void>;
}

export async function emptyPlace(kind: "pglite" | "postgres"): Promise<RestorePlace> {
  if (kind === "postgres") {
    // Migrated but without a row: as empty as a restore needs.
    const database: TestDatabase = await createPostgresDatabase();
    const url = database.url!;
    return { target: { url }, open: () => openDatabase({ url }), destroy: () => database.destroy() };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "site-restore-test-"));
  const pgliteDir = await newPgliteDirectory(dir);
  return {
    target: { pgliteDir },
    open: () => openDatabase({ pgliteDir }),
    destroy: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
