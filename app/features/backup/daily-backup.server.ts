import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { env } from "~/config/env.server";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { queryRows } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { every } from "~/platform/scheduler.server";
import { backupsBeyondKeep, dailyBackupName, utcDay } from "./backup-retention";
import { privateFileStream } from "./private-file.server";
import { writeBackup } from "./write-backup.server";

/** How often an instance looks whether today's backup is written: at most this long after midnight (UTC). */
const CHECK_INTERVAL_MS = 60 * 60_000;
/** A claim older than this and not finished belongs to an instance that died while writing: another may take it. */
const CLAIM_LEASE = "1 hour";

export interface DailyBackupOptions {
  handle: Pick<DatabaseHandle, "db" | "kind">;
  dir: string;
  keep: number;
  /** BACKUP_KEY: the backup is sealed with it (`….jsonl.gz.enc`). */
  key?: string;
  /** Who claims the day (host name and process id by default), for the table and the log. */
  instance?: string;
  now?: Date;
}

/**
 * Claims `day` for `instance`: true when it is to write that day's backup. One statement, so of several instances
 * on one database exactly one gets a day; a stale unfinished claim is taken over.
 */
export async function claimDay(database: Database, day: string, instance: string): Promise<boolean> {
  const rows = await queryRows<{ day: string }>(
    database,
    sql`insert into scheduled_backups (day, claimed_by, claimed_at) values (${day}, ${instance}, now())
        on conflict (day) do update set claimed_by = excluded.claimed_by, claimed_at = excluded.claimed_at
        where scheduled_backups.finished_at is null and scheduled_backups.claimed_at < now() - ${CLAIM_LEASE}::interval
        returning day`,
  );
  return rows.length > 0;
}

/**
 * Writes today's backup into `dir` unless an instance did (or does) already, then deletes the daily backups
 * beyond the newest `keep`. A failed backup gives the day back, so the next check tries again. Answers the
 * file written, if any.
 */
export async function runDailyBackup(options: DailyBackupOptions): Promise<string | undefined> {
  const { handle, dir, keep, key } = options;
  const instance = options.instance ?? `${hostname()}:${process.pid}`;
  const day = utcDay(options.now ?? new Date());
  if (!(await claimDay(handle.db, day, instance))) return undefined;
  const file = path.join(dir, dailyBackupName(day, key !== undefined));
  const partial = `${file}.partial`;
  try {
    mkdirSync(dir, { recursive: true });
    await writeBackup(handle, privateFileStream(partial), { key });
    renameSync(partial, file);
    await handle.db.execute(sql`update scheduled_backups set finished_at = now() where day = ${day} and claimed_by = ${instance}`);
  } catch (error) {
    await handle.db.execute(sql`delete from scheduled_backups where day = ${day} and claimed_by = ${instance} and finished_at is null`);
    if (existsSync(partial)) rmSync(partial);
    throw error;
  }
  for (const old of backupsBeyondKeep(readdirSync(dir), keep)) rmSync(path.join(dir, old), { force: true });
  return file;
}

/** With BACKUP_DIR set, checks at start and every hour whether today's backup is to be written. */
export function startDailyBackups(handle: Pick<DatabaseHandle, "db" | "kind">) {
  const { BACKUP_DIR, BACKUP_KEEP, BACKUP_KEY } = env();
  if (!BACKUP_DIR) return;
  const dir = path.resolve(BACKUP_DIR);
  every("daily backup", CHECK_INTERVAL_MS, async (now) => {
    const file = await runDailyBackup({ handle, dir, keep: BACKUP_KEEP, key: BACKUP_KEY, now });
    if (file) logger.info({ file, keep: BACKUP_KEEP }, "daily backup written");
  });
}
