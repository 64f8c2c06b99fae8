import { createReadStream, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { BACKUP_FORMAT } from "~/features/backup/backup-format";
import { isSealedBackup } from "~/features/backup/backup-encryption";
import { DAILY_BACKUP_JOB, runDailyBackup } from "~/features/backup/daily-backup.server";
import { restoreBackup } from "~/features/backup/restore-backup.server";
import type { Clock } from "~/platform/clock";
import { claimLease } from "~/platform/job-claims.server";
import { emptyPlace } from "../support/backups";
import { type TestDatabase, backends } from "../support/databases";

describe.each(backends)("daily backup on $name", ({ name, create, skip }) => {
  let database: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    if (skip) return;
    database = await create();
    dir = mkdtempSync(path.join(tmpdir(), "site-daily-backups-"));
  });
  afterEach(async () => {
    if (skip) return;
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const now = new Date("2026-11-24T03:00:00Z");

  it.skipIf(skip)("is written once a day by one of several instances, and the newest N are kept", async () => {
    writeFileSync(path.join(dir, "backup-2026-11-21.jsonl.gz"), "old");
    writeFileSync(path.join(dir, "backup-2026-11-22.jsonl.gz"), "old");
    writeFileSync(path.join(dir, "backup-2026-11-23.jsonl.gz"), "old");
    writeFileSync(path.join(dir, "before-upgrade.jsonl.gz"), "the operator's own");

    const written = await Promise.all(
      ["web-1:10", "web-2:20", "web-3:30"].map((instance) => runDailyBackup({ handle: database, dir, keep: 2, instance, now })),
    );
    expect(written.filter(Boolean)).toEqual([path.join(dir, "backup-2026-11-24.jsonl.gz")]);
    expect(readdirSync(dir).sort()).toEqual(["backup-2026-11-23.jsonl.gz", "backup-2026-11-24.jsonl.gz", "before-upgrade.jsonl.gz"]);
    const header = JSON.parse(
      gunzipSync(readFileSync(path.join(dir, "backup-2026-11-24.jsonl.gz")))
        .toString("utf8")
        .split("\n")[0]!,
    ) as {
      format: string;
      tables: { name: string }[];
    };
    expect(header.format).toBe(BACKUP_FORMAT);
    // Its own bookkeeping is no part of a backup.
    expect(header.tables.map((table) => table.name)).not.toContain("job_runs");
    const [claim] = await queryRows<{ job: string; day: string; claimed_by: string; finished: boolean }>(
      database.db,
      sql`select job, day::text, claimed_by, finished_at is not null as finished from job_runs`,
    );
    expect(claim).toEqual({
      job: "daily-backup",
      day: "2026-11-24",
      claimed_by: expect.stringMatching(/^web-[123]:[123]0$/),
      finished: true,
    });

    // Later the same day: nothing more; the next day: its own file.
    expect(
      await runDailyBackup({ handle: database, dir, keep: 2, instance: "web-1:10", now: new Date("2026-11-24T23:00:00Z") }),
    ).toBeUndefined();
    expect(await runDailyBackup({ handle: database, dir, keep: 2, instance: "web-2:20", now: new Date("2026-11-25T00:10:00Z") })).toBe(
      path.join(dir, "backup-2026-11-25.jsonl.gz"),
    );
    expect(readdirSync(dir).sort()).toEqual(["backup-2026-11-24.jsonl.gz", "backup-2026-11-25.jsonl.gz", "before-upgrade.jsonl.gz"]);
  });

  it.skipIf(skip)("writes files only the server's user may read, sealed with BACKUP_KEY, which a restore opens with it", async () => {
    const plain = await runDailyBackup({ handle: database, dir, keep: 2, instance: "web-1:10", now });
    expect(statSync(plain!).mode & 0o777).toBe(0o600);
    const key = "the association's long backup key";
    const sealed = await runDailyBackup({
      handle: database,
      dir,
      keep: 2,
      instance: "web-1:10",
      now: new Date("2026-11-25T03:00:00Z"),
      key,
    });
    expect(sealed).toBe(path.join(dir, "backup-2026-11-25.jsonl.gz.enc"));
    expect(statSync(sealed!).mode & 0o777).toBe(0o600);
    expect(isSealedBackup(readFileSync(sealed!))).toBe(true);
    const place = await emptyPlace(name);
    try {
      await expect(restoreBackup(createReadStream(sealed!), place.target)).rejects.toThrow("the backup is sealed: set BACKUP_KEY");
      expect((await restoreBackup(createReadStream(sealed!), place.target, { key })).header.source).toBe(name);
      // A plain one restores with the key set as well.
      expect((await restoreBackup(createReadStream(plain!), place.target, { key, force: true })).header.source).toBe(name);
    } finally {
      await place.destroy();
    }
  });

  it.skipIf(skip)("gives the day back when the backup fails, and takes over a claim its instance never finished", async () => {
    const unwritable = path.join(dir, "a-file");
    writeFileSync(unwritable, "");
    await expect(runDailyBackup({ handle: database, dir: unwritable, keep: 2, instance: "web-1:10", now })).rejects.toThrow();
    expect(await queryRows(database.db, sql`select day from job_runs`)).toEqual([]);

    // An instance that died while writing: its claim holds for an hour, then another takes the day.
    const clock: Clock = { now: () => now };
    expect(await claimLease(database.db, DAILY_BACKUP_JOB, "2026-11-24", "web-9:90", { now: clock.now(), leaseMs: 60 * 60_000 })).toBe(
      true,
    );
    expect(await runDailyBackup({ handle: database, dir, keep: 2, instance: "web-1:10", now: clock.now() })).toBeUndefined();
    clock.now = () => new Date(now.getTime() + 59 * 60_000);
    expect(await runDailyBackup({ handle: database, dir, keep: 2, instance: "web-1:10", now: clock.now() })).toBeUndefined();
    clock.now = () => new Date(now.getTime() + 61 * 60_000);
    expect(await runDailyBackup({ handle: database, dir, keep: 2, instance: "web-1:10", now: clock.now() })).toBe(
      path.join(dir, "backup-2026-11-24.jsonl.gz"),
    );
  });
});
