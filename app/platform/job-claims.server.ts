import type { Transaction } from "~/db/client.server";
import { jobRuns } from "~/db/schema";

/**
 * Claims `job` for `day` (`YYYY-MM-DD`) in the job's own transaction: true for exactly one of several instances on
 * one database. The others' inserts wait for that transaction, then conflict and do nothing; a failed run rolls its
 * row back, so the job is tried again.
 */
export async function claimRun(tx: Transaction, job: string, day: string): Promise<boolean> {
  const claimed = await tx.insert(jobRuns).values({ job, day }).onConflictDoNothing().returning({ job: jobRuns.job });
  return claimed.length > 0;
}
