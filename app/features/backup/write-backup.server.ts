import { once } from "node:events";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { rowsPerFetch } from "./backup-batches";
import { sealBackup } from "./backup-encryption";
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, endLine } from "./backup-format";

/**
 * The scheduler's claims (`job_runs`, the backups' own among them): restoring them would make a restored site skip
 * today's backup and jobs. The insights' salts and visitor marks of the day: they live one day, and a backup kept for
 * a week must not keep them longer.
 */
const notBackedUp = ["job_runs", "insights_salts", "insights_visitors"];

export interface BackupSummary {
  tables: number;
  rows: number;
}

/**
 * Writes a backup of every table (backup-format.ts) to `output`, gzip-compressed (and sealed with `key`, when
 * given: backup-encryption.ts), and ends it. All of it is read
 * in one read-only REPEATABLE READ transaction: one snapshot, so a submission and its outbox mail, a post and
 * its pictures are in it together or not at all, while the site goes on writing. Values travel as PostgreSQL's
 * own JSON of the row (bytea as hex, times with their offset), which both backends read back exactly.
 */
export async function writeBackup(
  handle: Pick<DatabaseHandle, "db" | "kind">,
  output: Writable,
  { key }: { key?: string } = {},
): Promise<BackupSummary> {
  // The fastest level: pictures do not compress further at any level, and on the embedded database the site's
  // queries wait until the snapshot is read, which the compression paces.
  const gzip = createGzip({ level: 1 });
  const written = key ? pipeline(gzip, sealBackup(key), output) : pipeline(gzip, output);
  // A failed pipeline (e.g. the disk is full) stops the reading below at its next write.
  written.catch(() => {});
  const write = async (text: string) => {
    if (gzip.destroyed) await written;
    if (!gzip.write(text)) await Promise.race([once(gzip, "drain"), written]);
  };
  try {
    const summary = await handle.db.transaction(
      async (tx) => {
        const names = await queryRows<{ name: string }>(
          tx,
          sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
        );
        const columns = await queryRows<{ name: string; type: string }>(
          tx,
          sql`select table_name as name, data_type as type from information_schema.columns where table_schema = 'public'`,
        );
        const columnTypes = (table: string) => columns.filter((column) => column.name === table).map((column) => column.type);
        const tables: BackupHeader["tables"] = [];
        for (const { name } of names.filter((table) => !notBackedUp.includes(table.name))) {
          const [counted] = await queryRows<{ rows: number }>(tx, sql`select count(*)::int as rows from ${sql.identifier(name)}`);
          tables.push({ name, rows: counted?.rows ?? 0 });
        }
        const [level] = await queryRows<{ count: number; last: string | null }>(
          tx,
          sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
        );
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          source: handle.kind,
          migrations: { count: level?.count ?? 0, lastWhen: level?.last ? Number(level.last) : null },
          tables,
        };
        await write(JSON.stringify(header) + "\n");
        for (const { name } of tables) {
          const fetchRows = sql.raw(`fetch forward ${rowsPerFetch(columnTypes(name))} from backup_rows`);
          await tx.execute(
            sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(name)} as t`,
          );
          for (;;) {
            const batch = await queryRows<{ line: string }>(tx, fetchRows);
            if (batch.length === 0) break;
            await write(batch.map((row) => row.line + "\n").join(""));
          }
          await tx.execute(sql`close backup_rows`);
        }
        return { tables: tables.length, rows: tables.reduce((sum, table) => sum + table.rows, 0) };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    gzip.end(endLine + "\n");
    await written;
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}
