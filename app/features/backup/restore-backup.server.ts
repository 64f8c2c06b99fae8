import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { type Database, type DatabaseOptions, migrationsFolder, openDatabase, queryRows } from "~/db/client.server";
import { type JournalEntry as ErasureEntry, erasureJournal, keepErasureJournal } from "~/features/admin/people/erasure-journal.server";
import { replayErasures } from "~/features/admin/people/person-data.server";
import { openBackup } from "./backup-encryption";
import { type BackupHeader, type JournalEntry, endLine, migrationsOfBackup, parseBackupHeader } from "./backup-format";

/** Rows inserted per statement (fewer when they are large, see MAX_BATCH_CHARS). */
const BATCH_ROWS = 500;
const MAX_BATCH_CHARS = 8 * 1024 * 1024;

/** The database a restore goes into: a PostgreSQL server's, or an embedded one's directory. */
export type RestoreTarget = { url: string } | { pgliteDir: string };

/** A restore that would replace data and was not told to (`--force`). */
export class TargetNotEmpty extends Error {
  constructor(readonly tables: readonly string[]) {
    super(`the database is not empty (rows in ${tables.join(", ")})`);
  }
}

export interface RestoreSummary {
  header: BackupHeader;
  tables: number;
  rows: number;
  /** Addresses the erasure journal named whose records the backup held: erased again. */
  erasedAgain: number;
}

/**
 * Restores a backup (write-backup.server.ts) into `target`, which must hold no rows unless `force`, in which case
 * its tables are dropped first. The migrations run up to the backup's level, the rows are loaded in one
 * transaction, then the newer migrations run: the restored database is the one backed up, brought to this version.
 * Rows are loaded with the foreign keys set aside and put back afterwards (as pg_restore does): no table order
 * to get right, self-references included, and putting them back checks every reference.
 */
export async function restoreBackup(
  input: Readable,
  target: RestoreTarget,
  options: { force?: boolean; key?: string } = {},
): Promise<RestoreSummary> {
  const gunzip = createGunzip();
  // A sealed backup is opened with the key (backup-encryption.ts), a plain one read as it is.
  const unpacked = pipeline(input, openBackup(options.key), gunzip);
  unpacked.catch(() => {});
  const lines = linesOf(gunzip);
  // A damaged or cut-off file fails the unpacking: that error, rather than a short read, is the reason given.
  const failed = unpacked.then(() => new Promise<never>(() => {}));
  const nextLine = async (): Promise<string | undefined> => {
    const next = await Promise.race([lines.next(), failed]);
    return next.done ? undefined : next.value;
  };

  try {
    const header = parseBackupHeader(await nextLine());
    const migrations = migrationsOfBackup(journalEntries(), header.migrations);
    const replacedJournal = await emptyTarget(target, Boolean(options.force));

    const atLevel = migrationsFolderUpTo(migrations);
    let rows = 0;
    try {
      const handle = await openDatabase({ ...targetOptions(target), migrations: atLevel });
      try {
        rows = await handle.db.transaction(async (tx) => {
          const foreignKeys = await queryRows<{ table: string; name: string; definition: string }>(
            tx,
            sql`select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
                from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
          );
          for (const key of foreignKeys)
            await tx.execute(sql`alter table ${sql.raw(key.table)} drop constraint ${sql.identifier(key.name)}`);
          let loaded = 0;
          for (const table of header.tables) loaded += await loadTable(tx, table, nextLine);
          if ((await nextLine()) !== endLine) throw new Error("the backup is incomplete (its end line is missing)");
          for (const key of foreignKeys) {
            await tx.execute(sql`alter table ${sql.raw(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`);
          }
          await resetSequences(tx);
          return loaded;
        });
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(atLevel, { recursive: true, force: true });
    }
    // The migrations newer than the backup, then the erasures: the backup's journal and the replaced database's.
    const erasedAgain = await replayErasuresInto(target, replacedJournal);
    return { header, tables: header.tables.length, rows, erasedAgain };
  } finally {
    input.destroy();
  }
}

/**
 * The lines of a stream, read as they are asked for. (readline reads ahead up to a thousand lines: with a
 * picture in a line, gigabytes.) A newline byte never occurs inside a UTF-8 character, so bytes are split there.
 */
async function* linesOf(stream: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  for await (const chunk of stream) {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      pending.push(chunk.subarray(start, end));
      yield Buffer.concat(pending).toString("utf8");
      pending = [];
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length > 0) yield Buffer.concat(pending).toString("utf8");
}

async function loadTable(
  tx: Database,
  table: BackupHeader["tables"][number],
  nextLine: () => Promise<string | undefined>,
): Promise<number> {
  const name = sql.identifier(table.name);
  // Generated columns (e.g. a request's search text) are computed again from the restored values.
  const stored = await queryRows<{ column: string }>(
    tx,
    sql`select column_name as column from information_schema.columns
        where table_schema = 'public' and table_name = ${table.name} and is_generated = 'NEVER' order by ordinal_position`,
  );
  const columns = sql.join(
    stored.map(({ column }) => sql.identifier(column)),
    sql`, `,
  );
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // The row's JSON goes back through the table's own row type: every column gets its exact value again.
    await tx.execute(
      sql`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${`[${batch.join(",")}]`}::json)`,
    );
    batch = [];
    chars = 0;
  };
  for (let row = 0; row < table.rows; row++) {
    const line = await nextLine();
    if (line === undefined || !line.startsWith("{"))
      throw new Error(`the backup is incomplete (table ${table.name} ends after ${row} of ${table.rows} rows)`);
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= MAX_BATCH_CHARS) await flush();
  }
  await flush();
  return table.rows;
}

/** Sequences behind serial or identity columns continue after the restored rows. */
async function resetSequences(tx: Database) {
  const columns = await queryRows<{ table: string; column: string; sequence: string }>(
    tx,
    sql`select table_name as table, column_name as column, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
        from information_schema.columns
        where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
  );
  for (const { table, column, sequence } of columns) {
    await tx.execute(
      sql`select setval(${sequence}, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

function targetOptions(target: RestoreTarget): DatabaseOptions {
  return "url" in target ? { url: target.url } : { pgliteDir: target.pgliteDir };
}

/**
 * Erases again, in the restored database, what the erasure journal names (people erased after the backup was
 * taken, or before it and restored from an older one): its own journal with the replaced database's added.
 */
async function replayErasuresInto(target: RestoreTarget, replacedJournal: readonly ErasureEntry[]): Promise<number> {
  const handle = await openDatabase(targetOptions(target));
  try {
    return await handle.db.transaction(async (tx) => {
      await keepErasureJournal(tx, replacedJournal);
      return replayErasures(tx);
    });
  } finally {
    await handle.close();
  }
}

/**
 * Refuses a target that holds any row (unless `force`), then drops whatever tables it has. Answers the erasure
 * journal it held: the restore replays it.
 */
async function emptyTarget(target: RestoreTarget, force: boolean): Promise<ErasureEntry[]> {
  const handle = await openDatabase({ ...targetOptions(target), migrations: false });
  try {
    const tables = await queryRows<{ name: string }>(handle.db, sql`select tablename as name from pg_tables where schemaname = 'public'`);
    const filled: string[] = [];
    for (const { name } of tables) {
      const [row] = await queryRows<{ filled: boolean }>(handle.db, sql`select exists (select from ${sql.identifier(name)}) as filled`);
      if (row?.filled) filled.push(name);
    }
    if (filled.length > 0 && !force) {
      throw new TargetNotEmpty(filled.sort());
    }
    const journal = await erasureJournal(handle.db);
    await handle.db.transaction(async (tx) => {
      for (const { name } of tables) await tx.execute(sql`drop table if exists ${sql.identifier(name)} cascade`);
      await tx.execute(sql`drop schema if exists drizzle cascade`);
    });
    return journal;
  } finally {
    await handle.close();
  }
}

function journalEntries(): JournalEntry[] {
  return (JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: JournalEntry[] }).entries;
}

/** A migrations folder holding only `migrations` (drizzle's journal and their SQL files), in a temporary directory. */
function migrationsFolderUpTo(migrations: readonly JournalEntry[]): string {
  const folder = mkdtempSync(path.join(tmpdir(), "site-restore-migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: JournalEntry[] };
  const tags = new Set(migrations.map((entry) => entry.tag));
  writeFileSync(
    path.join(folder, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => tags.has(entry.tag)) }),
  );
  for (const tag of tags) cpSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}
