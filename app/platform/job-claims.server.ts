import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { queryRows } from "~/db/client.server";
import { jobRuns } from "~/db/schema";

/**
 * The claims of the scheduled jobs, in one table (`job_runs`): of several instances on one database exactly one runs
 * a job for a period (`day`, `YYYY-MM-DD`; a job of an hour names the hour in `job`).
 */

/**
 * Claims `job` for `day` in the job's own transaction: true for exactly one of several instances on one database.
 * The others' inserts wait for that transaction, then conflict and do nothing; a failed run rolls its row back, so
 * the job is tried again.
 */
export async function claimRun(tx: Transaction, job: string, day: string): Promise<boolean> {
  const claimed = await tx.insert(jobRuns).values({ job, day }).onConflictDoNothing().returning({ job: jobRuns.job });
  return claimed.length > 0;
}

/**
 * Claims `job` for `day` for `instance`, for a run outside any transaction (a file written): true when it is to run
 * it. One statement, so of several instances exactly one gets it. The claim is a lease taken at `now`: one neither
 * finished (`finishLease`) nor given back (`giveBackLease`) within `leaseMs` belongs to an instance that died while
 * running, and is taken over.
 */
export async function claimLease(
  database: Database,
  job: string,
  day: string,
  instance: string,
  { now, leaseMs }: { now: Date; leaseMs: number },
): Promise<boolean> {
  const expired = new Date(now.getTime() - leaseMs).toISOString();
  const rows = await queryRows<{ job: string }>(
    database,
    sql`insert into job_runs (job, day, started_at, claimed_by) values (${job}, ${day}, ${now.toISOString()}::timestamptz, ${instance})
        on conflict (job, day) do update set started_at = excluded.started_at, claimed_by = excluded.claimed_by
        where job_runs.finished_at is null and job_runs.started_at < ${expired}::timestamptz
        returning job`,
  );
  return rows.length > 0;
}

/** Marks `instance`'s lease of `job` for `day` finished: the job is done for that day. */
export async function finishLease(database: Database, job: string, day: string, instance: string): Promise<void> {
  await database.execute(sql`update job_runs set finished_at = now() where job = ${job} and day = ${day} and claimed_by = ${instance}`);
}

/** Gives `instance`'s unfinished lease of `job` for `day` back (its run failed): the next try claims it again. */
export async function giveBackLease(database: Database, job: string, day: string, instance: string): Promise<void> {
  await database.execute(
    sql`delete from job_runs where job = ${job} and day = ${day} and claimed_by = ${instance} and finished_at is null`,
  );
}
