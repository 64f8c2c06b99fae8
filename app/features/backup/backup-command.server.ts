import { createReadStream, existsSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { dataDir, env } from "~/config/env.server";
import { openDatabase, pgliteDirIn } from "~/db/client.server";
import { otherPgliteHolder } from "~/db/pglite-owner.server";
import { commandSocketIn } from "~/lib/command-socket.server";
import { backupFromServer } from "./backup-socket.server";
import { privateFileStream } from "./private-file.server";
import { type RestoreTarget, TargetNotEmpty, restoreBackup } from "./restore-backup.server";
import { writeBackup } from "./write-backup.server";

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (scripts/backup.mjs, scripts/restore.mjs): the
 * server's database (DATABASE_URL, or the embedded one in DATA_DIR) to a file and back, with the server's code.
 */

export const backupUsage =
  "Usage: npm run backup -- FILE          write a backup of the site's database to FILE (gzip, JSON lines; sealed with BACKUP_KEY when set)";
export const restoreUsage = `Usage: npm run restore -- FILE [--force]
  restore the backup FILE into the site's database, which must be empty (a new DATA_DIR or database);
  --force replaces what it holds`;

/** The database the server uses, for messages (a server's address without its password). */
function describeDatabase(): string {
  const { DATABASE_URL } = env();
  if (!DATABASE_URL) return `the embedded database in ${dataDir()}`;
  const url = new URL(DATABASE_URL);
  return `the database ${url.pathname.slice(1)} on ${url.host}`;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export async function runBackupCommand(args: readonly string[]): Promise<number> {
  const [target] = args;
  if (args.length !== 1 || !target || target.startsWith("-")) {
    console.error(backupUsage);
    return 2;
  }
  const file = path.resolve(target);
  // Written beside the file and renamed at the end: a failed backup never leaves a file that looks like one.
  const partial = `${file}.partial`;
  const started = performance.now();
  try {
    const { DATABASE_URL, BACKUP_KEY } = env();
    const pgliteDir = pgliteDirIn(dataDir());
    const holder = DATABASE_URL ? undefined : otherPgliteHolder(pgliteDir);
    if (holder !== undefined) {
      await backupFromServer(commandSocketIn(dataDir()), privateFileStream(partial), BACKUP_KEY);
    } else {
      if (!DATABASE_URL && !existsSync(pgliteDir)) throw new Error(`there is no database in ${dataDir()} (DATA_DIR)`);
      // As it is: a backup never migrates the database it reads.
      const handle = await openDatabase(DATABASE_URL ? { url: DATABASE_URL, migrations: false } : { pgliteDir, migrations: false });
      try {
        await writeBackup(handle, privateFileStream(partial), { key: BACKUP_KEY });
      } finally {
        await handle.close();
      }
    }
    renameSync(partial, file);
    const via = holder === undefined ? "" : ` (by the running server, process ${holder})`;
    console.log(`Backup of ${describeDatabase()}${via} written to ${file}: ${megabytes(statSync(file).size)} in ${seconds(started)}.`);
    return 0;
  } catch (error) {
    rmSync(partial, { force: true });
    console.error(`Backup failed: ${(error as Error).message}`);
    return 1;
  }
}

export async function runRestoreCommand(args: readonly string[]): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  const [source] = files;
  if (files.length !== 1 || !source || source.startsWith("-")) {
    console.error(restoreUsage);
    return 2;
  }
  const file = path.resolve(source);
  if (!existsSync(file)) {
    console.error(`No backup at ${file}.`);
    return 1;
  }
  const { DATABASE_URL } = env();
  const pgliteDir = pgliteDirIn(dataDir());
  const holder = DATABASE_URL ? undefined : otherPgliteHolder(pgliteDir);
  if (holder !== undefined) {
    console.error(`The server (process ${holder}) has the embedded database in ${dataDir()} open: stop it, restore, then start it again.`);
    return 1;
  }
  const target: RestoreTarget = DATABASE_URL ? { url: DATABASE_URL } : { pgliteDir };
  const started = performance.now();
  try {
    const { header, tables, rows, erasedAgain } = await restoreBackup(createReadStream(file), target, { force, key: env().BACKUP_KEY });
    console.log(
      `Restored ${file} (written ${header.createdAt} from ${header.source === "pglite" ? "an embedded database" : "a PostgreSQL server"}) ` +
        `into ${describeDatabase()}: ${tables} tables, ${rows} rows in ${seconds(started)}.`,
    );
    if (erasedAgain > 0) console.log(`Erased again as the erasure journal asks: the records of ${erasedAgain} erased addresses.`);
    return 0;
  } catch (error) {
    if (error instanceof TargetNotEmpty) {
      console.error(`Not restored: ${describeDatabase()} is not empty (rows in ${error.tables.join(", ")}).`);
      console.error("Restore into a new DATA_DIR or an empty database, or add --force to replace its contents with the backup.");
    } else {
      console.error(`Restore failed: ${(error as Error).message}`);
    }
    return 1;
  }
}
