import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { env } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { claimLease, finishLease, giveBackLease } from "~/platform/job-claims.server";
import { every } from "~/platform/scheduler.server";
import { backupsBeyondKeep, dailyBackupName, utcDay } from "./backup-retention";
import { privateFileStream } from "./private-file.server";
import { writeBackup } from "./write-backup.server";

/** How often an instance looks whether today's backup is written: at most this long after midnight (UTC). */
const CHECK_INTERVAL_MS = 60 * 60_000;
/** A claim older than this and not finished belongs to an instance that died while writing: another may take it. */
const CLAIM_LEASE_MS = 60 * 60_000;
/** The backup's name in the claims table (`job_runs`). */
export const DAILY_BACKUP_JOB = "daily-backup";

export interface DailyBackupOptions {
  handle: Pick<DatabaseHandle, "db" | "kind">;
  dir: string;
  keep: number;
  /** BACKUP_KEY: the backup is sealed with it (`….jsonl.gz.enc`). */
  key?: string;
  /** Who claims the day (host name and process id by default), for the claims table and the log. */
  instance?: string;
  now?: Date;
}

/**
 * Writes today's backup into `dir` unless an instance did (or does) already, then deletes the daily backups
 * beyond the newest `keep`. A failed backup gives the day back, so the next check tries again. Answers the
 * file written, if any.
 */
export async function runDailyBackup(options: DailyBackupOptions): Promise<string | undefined> {
  const { handle, dir, keep, key } = options;
  const instance = options.instance ?? `${hostname()}:${process.pid}`;
  const now = options.now ?? new Date();
  const day = utcDay(now);
  if (!(await claimLease(handle.db, DAILY_BACKUP_JOB, day, instance, { now, leaseMs: CLAIM_LEASE_MS }))) return undefined;
  const file = path.join(dir, dailyBackupName(day, key !== undefined));
  const partial = `${file}.partial`;
  try {
    mkdirSync(dir, { recursive: true });
    await writeBackup(handle, privateFileStream(partial), { key });
    renameSync(partial, file);
    await finishLease(handle.db, DAILY_BACKUP_JOB, day, instance);
  } catch (error) {
    await giveBackLease(handle.db, DAILY_BACKUP_JOB, day, instance);
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
