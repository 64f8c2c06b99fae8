import { and, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { formSubmissions, jobRuns } from "~/db/schema";
import { onShutdown } from "~/lib/lifecycle.server";
import { logger } from "~/lib/logger.server";
import { deleteSubmissions } from "./delete-submissions.server";
import { FINISHED_STATUSES, SPAM_KEPT_DAYS, daysBefore, jobDay } from "./retention";

/**
 * The daily clean-up: requests done or archived and older than SUBMISSION_RETENTION_DAYS, and spam older
 * than 14 days, are deleted with their mails. Several instances on one database each try it; the day's row in
 * `job_runs`, inserted in the clean-up's own transaction, lets exactly one of them do it (the others' inserts
 * wait for that transaction, then conflict and do nothing; a failed clean-up leaves no row and is tried again).
 */

const JOB = "submission-retention";

export interface CleanupResult {
  /** False: another instance did (or does) today's clean-up. */
  ran: boolean;
  finished: number;
  spam: number;
}

export async function runDailyCleanup(database: Database, options: { now?: Date; retentionDays: number }): Promise<CleanupResult> {
  const now = options.now ?? new Date();
  return database.transaction(async (tx) => {
    const claimed = await tx
      .insert(jobRuns)
      .values({ job: JOB, day: jobDay(now) })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    if (claimed.length === 0) return { ran: false, finished: 0, spam: 0 };
    const finished = await deleteSubmissions(
      tx,
      and(
        isNull(formSubmissions.spamReason),
        inArray(formSubmissions.status, [...FINISHED_STATUSES]),
        lt(formSubmissions.createdAt, daysBefore(now, options.retentionDays)),
      )!,
    );
    const spam = await deleteSubmissions(
      tx,
      and(isNotNull(formSubmissions.spamReason), lt(formSubmissions.createdAt, daysBefore(now, SPAM_KEPT_DAYS)))!,
    );
    return { ran: true, finished: finished.length, spam: spam.length };
  });
}

/** How often an instance tries the day's clean-up: the first try of a day does it. */
const TRY_EVERY_MS = 60 * 60 * 1000;

/** Starts this process's tries of the daily clean-up (once, from server/app.ts), the first one now. */
export function startDailyCleanup() {
  const attempt = async () => {
    try {
      const result = await runDailyCleanup(await db(), { retentionDays: env().SUBMISSION_RETENTION_DAYS });
      if (result.ran) logger.info({ finished: result.finished, spam: result.spam }, "daily clean-up: old requests deleted");
    } catch (error) {
      logger.error({ err: error }, "daily clean-up failed; tried again in an hour");
    }
  };
  void attempt();
  const timer = setInterval(attempt, TRY_EVERY_MS);
  timer.unref();
  onShutdown(() => clearInterval(timer));
}
