import { and, inArray, isNotNull, isNull, lt, ne } from "drizzle-orm";
import { env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { formSubmissions, outboxMessages } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { claimRun } from "~/platform/job-claims.server";
import { every } from "~/platform/scheduler.server";
import { deleteSubmissions } from "./delete-submissions.server";
import { FINISHED_STATUSES, MAIL_KEPT_DAYS, SPAM_KEPT_DAYS, daysBefore, jobDay } from "./retention";

/**
 * The daily clean-up: requests done or archived and older than SUBMISSION_RETENTION_DAYS, and spam older
 * than 14 days, are deleted with their mails; mails of no request after 30 days. Several instances on one database each try it; the day's row in
 * `job_runs`, inserted in the clean-up's own transaction, lets exactly one of them do it (the others' inserts
 * wait for that transaction, then conflict and do nothing; a failed clean-up leaves no row and is tried again).
 */

const JOB = "submission-retention";

export interface CleanupResult {
  /** False: another instance did (or does) today's clean-up. */
  ran: boolean;
  finished: number;
  spam: number;
  /** Mails of no request. */
  mails: number;
}

export async function runDailyCleanup(database: Database, options: { now?: Date; retentionDays: number }): Promise<CleanupResult> {
  const now = options.now ?? new Date();
  return database.transaction(async (tx) => {
    if (!(await claimRun(tx, JOB, jobDay(now)))) return { ran: false, finished: 0, spam: 0, mails: 0 };
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
    const mails = await tx
      .delete(outboxMessages)
      .where(
        and(
          isNull(outboxMessages.submissionId),
          ne(outboxMessages.status, "pending"),
          lt(outboxMessages.createdAt, daysBefore(now, MAIL_KEPT_DAYS)),
        ),
      )
      .returning({ id: outboxMessages.id });
    return { ran: true, finished: finished.length, spam: spam.length, mails: mails.length };
  });
}

/** How often an instance tries the day's clean-up: the first try of a day does it. */
const TRY_EVERY_MS = 60 * 60 * 1000;

/** Starts this process's tries of the daily clean-up (once, from server/app.ts), the first one now. */
export function startDailyCleanup() {
  every("daily clean-up", TRY_EVERY_MS, async (now) => {
    const result = await runDailyCleanup(await db(), { now, retentionDays: env().SUBMISSION_RETENTION_DAYS });
    if (result.ran)
      logger.info({ finished: result.finished, spam: result.spam, mails: result.mails }, "daily clean-up: old requests and mails deleted");
  });
}
