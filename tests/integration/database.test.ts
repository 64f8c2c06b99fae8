import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, pingDatabase, queryRows } from "~/db/client.server";
import { dogSnapshots, formSubmissions, outboxMessages } from "~/db/schema";
import { type TestDatabase, backends, createPostgresDatabase, newPgliteDirectory, postgresAvailable } from "../support/databases";

describe.each(backends)("database on $name", ({ skip, create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it.skipIf(skip)("applies every migration", async () => {
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      "activity_log",
      "alert_subscriptions",
      "alert_tokens",
      "blog_posts",
      "content_seeding",
      "content_versions",
      "dog_refresh_leases",
      "dog_snapshots",
      "editor_sessions",
      "editors",
      "erasures",
      "faq_entries",
      "form_submissions",
      "guides",
      "insights_daily",
      "insights_salts",
      "insights_visitors",
      "job_runs",
      "known_dogs",
      "media_chunks",
      "media_objects",
      "media_variants",
      "outbox_messages",
      "rate_limits",
      "sign_in_links",
      "submission_notes",
      "team_members",
    ]);
    await pingDatabase(database.db);
  });

  it.skipIf(skip)("commits a submission and its outbox mail together, or neither", async () => {
    const [submission] = await database.db.transaction(async (tx) => {
      const rows = await tx
        .insert(formSubmissions)
        .values({ formType: "contact", locale: "de", data: { name: "Jörg" } })
        .returning();
      await tx.insert(outboxMessages).values({
        submissionId: rows[0]!.id,
        toAddress: "info@example.org",
        subject: "Kontakt",
        textBody: "Hallo",
        htmlBody: "<p>Hallo</p>",
      });
      return rows;
    });
    const mails = await database.db.select().from(outboxMessages).where(eq(outboxMessages.submissionId, submission!.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: "pending", attempts: 0, sentAt: null });

    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(formSubmissions).values({ formType: "contact", locale: "es", data: { name: "rollback" } });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const all = await database.db.select().from(formSubmissions);
    expect(all.map((row) => row.locale)).toEqual(["de"]);
  });

  it.skipIf(skip)("stores JSON documents and timestamps faithfully", async () => {
    const fetchedAt = new Date("2026-05-01T10:00:00.000Z");
    await database.db
      .insert(dogSnapshots)
      .values({ sourceKey: "k", dogs: [{ name: "Ñu", tags: ["Hospiz"] }], sourceTimestamp: "t", fetchedAt });
    const [row] = await database.db.select().from(dogSnapshots);
    expect(row).toEqual({ sourceKey: "k", dogs: [{ name: "Ñu", tags: ["Hospiz"] }], sourceTimestamp: "t", fetchedAt });
  });
});

describe.skipIf(!postgresAvailable)("database server", () => {
  it("survives a dropped idle connection (a server restart, a terminated backend)", async () => {
    const database = await createPostgresDatabase();
    try {
      await pingDatabase(database.db);
      // Drizzle keeps the driver's pool as `$client`. No listener of the test's own goes on it: the one openDatabase
      // adds is what keeps the process alive.
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      expect(pool.idleCount).toBeGreaterThan(0);
      const admin = await openDatabase({ url: database.url });
      await admin.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await admin.close();
      // Each dropped connection reports its error when the server's farewell arrives, a moment later (a fixed 200 ms
      // was too short on a busy CI machine); the pool then removes it from its idle ones.
      await expect.poll(() => pool.idleCount, { timeout: 15_000 }).toBe(0);
      await pingDatabase(database.db);
    } finally {
      await database.destroy();
    }
  });
});

describe("embedded database in DATA_DIR", () => {
  it("keeps its data across restarts", async () => {
    const parent = mkdtempSync(path.join(tmpdir(), "pglite-"));
    const dir = await newPgliteDirectory(parent);
    try {
      const first = await openDatabase({ pgliteDir: dir });
      await first.db.insert(formSubmissions).values({ formType: "contact", locale: "de", data: {} });
      await first.close();
      const second = await openDatabase({ pgliteDir: dir });
      expect(await second.db.select().from(formSubmissions)).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
