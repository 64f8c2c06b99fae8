import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "~/db/client.server";
import { postgresAvailable } from "../support/databases";
import { acrossMigration, migrationsUpTo } from "../support/migrations";

/**
 * The daily backups' claims an older version kept in `scheduled_backups`, brought into the one claims table
 * (`job_runs`, as the job "daily-backup") by 0017, beside the clean-ups' claims already there.
 */

const before = migrationsUpTo("0016_insights");
afterAll(() => rmSync(before, { recursive: true, force: true }));

async function leftByAnOlderVersion(db: Database) {
  await db.execute(sql`
    insert into scheduled_backups (day, claimed_by, claimed_at, finished_at) values
      ('2026-11-23', 'web-1:10', '2026-11-23T00:10:00Z', '2026-11-23T00:12:00Z'),
      ('2026-11-24', 'web-2:20', '2026-11-24T00:10:00Z', null)`);
  await db.execute(sql`insert into job_runs (job, day, started_at) values ('submission-retention', '2026-11-24', '2026-11-24T00:05:00Z')`);
}

async function inTheClaimsTable(db: Database) {
  const claims = await queryRows<{ job: string; day: string; started: string; claimed_by: string | null; finished: string | null }>(
    db,
    sql`select job, day::text, to_char(started_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as started, claimed_by,
          to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as finished
        from job_runs order by job, day`,
  );
  expect(claims).toEqual([
    { job: "daily-backup", day: "2026-11-23", started: "2026-11-23 00:10", claimed_by: "web-1:10", finished: "2026-11-23 00:12" },
    { job: "daily-backup", day: "2026-11-24", started: "2026-11-24 00:10", claimed_by: "web-2:20", finished: null },
    { job: "submission-retention", day: "2026-11-24", started: "2026-11-24 00:05", claimed_by: null, finished: null },
  ]);
  expect(await queryRows(db, sql`select tablename from pg_tables where tablename = 'scheduled_backups'`)).toEqual([]);
}

describe("the backups' claims of an older version, after migration 0017", () => {
  it("on the embedded database", async () => {
    await acrossMigration("pglite", before, { fill: leftByAnOlderVersion, check: inTheClaimsTable });
  });

  it.skipIf(!postgresAvailable)("on a PostgreSQL server", async () => {
    await acrossMigration("postgres", before, { fill: leftByAnOlderVersion, check: inTheClaimsTable });
  });
});
