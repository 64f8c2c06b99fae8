import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "~/db/client.server";
import { editors, formSubmissions, mediaVariants } from "~/db/schema";
import { addEditor } from "~/features/admin/editors.server";
import { erasePersonData, personData } from "~/features/admin/people/person-data.server";
import { createSession } from "~/features/admin/sessions.server";
import { BACKUP_FORMAT, endLine } from "~/features/backup/backup-format";
import { TargetNotEmpty, restoreBackup } from "~/features/backup/restore-backup.server";
import { importSampleMedia, seedSampleContent } from "~/features/content-seed/seed.server";
import { submitForm } from "~/features/forms/submit.server";
import { type RestorePlace, backupBytes, emptyPlace, everyTable, streamOf } from "../support/backups";
import { backends, newPgliteDirectory, postgresAvailable } from "../support/databases";

const contact = (n: number) => ({
  name: `Besucherin ${n}`,
  email: `visitor${n}@example.org`,
  phone: "",
  message: `Nachricht Nummer ${n}: bitte meldet euch bei mir.`,
  privacyAccepted: true,
  website: "",
});

/** A source database of its own: an embedded one in a directory (as DATA_DIR holds it), or a PostgreSQL database. */
async function sourceDatabase(kind: "pglite" | "postgres"): Promise<DatabaseHandle & { destroy(): Promise<void> }> {
  if (kind === "postgres") return backends[1].create();
  const dir = mkdtempSync(path.join(tmpdir(), "site-backup-test-"));
  const handle = await openDatabase({ pgliteDir: await newPgliteDirectory(dir) });
  return { ...handle, destroy: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })) };
}

/** What a site in use holds: sample posts, guides and pictures (with a made copy), editors (one added by another), a session, requests with their mails. */
async function fill(database: DatabaseHandle["db"]) {
  await seedSampleContent(database);
  expect(await importSampleMedia(database)).toBeGreaterThan(0);
  const [first] = await queryRows<{ bucket: string; path: string }>(
    database,
    sql`select bucket, path from media_objects order by bucket, path limit 1`,
  );
  await database
    .insert(mediaVariants)
    .values({ bucket: first!.bucket, path: first!.path, width: 320, format: "avif", bytes: Buffer.from([0, 1, 2, 255]) });
  await addEditor(database, { address: "erste@example.org", by: null, configured: [] });
  const [erste] = await database.select({ id: editors.id }).from(editors).where(eq(editors.email, "erste@example.org"));
  await addEditor(database, { address: "zweite@example.org", by: { id: erste!.id, email: "erste@example.org" }, configured: [] });
  await createSession(database, erste!.id);
  for (let n = 1; n <= 3; n++) await submitForm(database, { formType: "contact", locale: n === 2 ? "es" : "de", data: contact(n) });
}

const kinds = backends.map((backend) => ({ name: backend.name, skip: backend.skip }));

describe.each(kinds)(
  "backup and restore on $name",
  ({ name, skip }) => {
    let source: DatabaseHandle & { destroy(): Promise<void> };
    let places: RestorePlace[];
    const place = async (kind: "pglite" | "postgres" = name) => {
      const created = await emptyPlace(kind);
      places.push(created);
      return created;
    };

    // One filled source for all cases (filling takes seconds); each case compares against the source as it finds it.
    beforeAll(async () => {
      if (skip) return;
      source = await sourceDatabase(name);
      await fill(source.db);
    });
    afterAll(async () => {
      if (!skip) await source.destroy();
    });
    beforeEach(() => {
      places = [];
    });
    afterEach(async () => {
      for (const created of places) await created.destroy();
    });

    it.skipIf(skip)("restores into a new database exactly what was there at the backup, not what was written after it", async () => {
      const before = await everyTable(source.db);
      const backup = await backupBytes(source);
      await submitForm(source.db, { formType: "contact", locale: "de", data: contact(4) });

      const into = await place();
      const summary = await restoreBackup(streamOf(backup), into.target);
      const restored = await into.open();
      try {
        const after = await everyTable(restored.db);
        expect(after).toEqual(before);
        expect(Object.keys(after)).toEqual(
          expect.arrayContaining(["blog_posts", "guides", "media_objects", "media_chunks", "media_variants", "editors", "outbox_messages"]),
        );
        expect(after.form_submissions).toHaveLength(before.form_submissions!.length);
        expect(after.media_objects!.length).toBeGreaterThan(0);
        expect(summary.rows).toBe(Object.entries(before).reduce((sum, [table, rows]) => sum + (table === "job_runs" ? 0 : rows.length), 0));
        // The restored site goes on as the old one did: a new request is stored with its mail.
        expect(await submitForm(restored.db, { formType: "contact", locale: "de", data: contact(5) })).toMatchObject({
          status: "accepted",
        });
      } finally {
        await restored.close();
      }
    });

    it.skipIf(skip || !postgresAvailable)("restores into the other kind of database and back", async () => {
      const before = await everyTable(source.db);
      const other = await place(name === "pglite" ? "postgres" : "pglite");
      await restoreBackup(streamOf(await backupBytes(source)), other.target);
      const there = await other.open();
      let backAgain: Buffer;
      try {
        expect(await everyTable(there.db)).toEqual(before);
        backAgain = await backupBytes(there);
      } finally {
        await there.close();
      }
      const home = await place();
      await restoreBackup(streamOf(backAgain), home.target);
      const back = await home.open();
      try {
        expect(await everyTable(back.db)).toEqual(before);
      } finally {
        await back.close();
      }
    });

    it.skipIf(skip)("refuses a database with rows unless forced, and then replaces its contents", async () => {
      const into = await place();
      const backup = await backupBytes(source);
      const before = await everyTable(source.db);
      await restoreBackup(streamOf(backup), into.target);
      const handle = await into.open();
      await submitForm(handle.db, { formType: "contact", locale: "es", data: contact(9) });
      await handle.close();

      await expect(restoreBackup(streamOf(backup), into.target)).rejects.toThrow(TargetNotEmpty);
      await expect(restoreBackup(streamOf(backup), into.target)).rejects.toThrow(
        /^the database is not empty \(rows in activity_log, blog_posts, content_seeding, editor_sessions, editors, form_submissions, guides, media_chunks, media_objects, media_variants, outbox_messages, rate_limits\)$/,
      );
      const untouched = await into.open();
      try {
        expect((await everyTable(untouched.db)).form_submissions).toHaveLength(before.form_submissions!.length + 1);
      } finally {
        await untouched.close();
      }

      await restoreBackup(streamOf(backup), into.target, { force: true });
      const replaced = await into.open();
      try {
        expect(await everyTable(replaced.db)).toEqual(before);
      } finally {
        await replaced.close();
      }
    });

    it.skipIf(skip)("erases again at a restore whom the erasure journal names; what they sent after their erasure stays", async () => {
      const site = await place();
      await restoreBackup(streamOf(await backupBytes(source)), site.target);
      const visitor = contact(1).email;
      const requestsOf = async (address: string) => {
        const handle = await site.open();
        try {
          return (await personData(handle.db, address)).requests.map((request) => (request.data as { message: string }).message);
        } finally {
          await handle.close();
        }
      };
      let handle = await site.open();
      const beforeErasure = await backupBytes(handle);
      const [editor] = await handle.db.select({ id: editors.id }).from(editors).limit(1);
      await erasePersonData(handle.db, { address: visitor, editorId: editor!.id });
      const later = "Ich bin es wieder: bitte meldet euch doch noch einmal bei mir.";
      await submitForm(handle.db, { formType: "contact", locale: "de", data: { ...contact(1), message: later } });
      const afterErasure = await backupBytes(handle);
      await handle.close();

      // The backup from before the erasure, restored over the site: she does not come back (the replaced journal is replayed).
      expect((await restoreBackup(streamOf(beforeErasure), site.target, { force: true })).erasedAgain).toBe(1);
      expect(await requestsOf(visitor)).toEqual([]);
      expect(await requestsOf(contact(2).email)).toHaveLength(1);
      // Into an empty database after that, the journal came along: still not.
      handle = await site.open();
      const restoredOnce = await backupBytes(handle);
      await handle.close();
      const elsewhere = await place();
      await restoreBackup(streamOf(restoredOnce), elsewhere.target);
      const there = await elsewhere.open();
      try {
        expect((await personData(there.db, visitor)).requests).toEqual([]);
      } finally {
        await there.close();
      }
      // The backup from after it: what she sent later stays.
      await restoreBackup(streamOf(afterErasure), site.target, { force: true });
      expect(await requestsOf(visitor)).toEqual([later]);
    });

    it.skipIf(skip)("refuses a damaged or cut-off backup and what is no backup", async () => {
      const backup = await backupBytes(source);
      const into = await place();
      await expect(restoreBackup(streamOf(backup.subarray(0, backup.length - 100)), into.target)).rejects.toThrow("unexpected end of file");
      const lines = gunzipSync(backup).toString("utf8").split("\n");
      expect(lines.at(-2)).toBe(endLine);
      const { gzipSync } = await import("node:zlib");
      const withoutEnd = gzipSync(lines.slice(0, -2).join("\n") + "\n");
      await expect(restoreBackup(streamOf(withoutEnd), into.target, { force: true })).rejects.toThrow(
        "the backup is incomplete (its end line is missing)",
      );
      await expect(restoreBackup(streamOf(gzipSync("hello\n")), into.target, { force: true })).rejects.toThrow("not a backup of this site");
    });

    it.skipIf(skip)(
      "takes one snapshot while requests keep coming: every request in it has its mail and every mail its request",
      async () => {
        let writing = true;
        let written = 0;
        const writer = (async () => {
          for (let n = 100; writing; n++) {
            await submitForm(source.db, { formType: "contact", locale: "de", data: contact(n) });
            written++;
            // As requests come from the network: the embedded database answers in microtasks only, and a loop of
            // them alone would never let the backup (or a timer) run.
            await new Promise((resolve) => setImmediate(resolve));
          }
        })();
        // Let some requests land before and during the backup.
        while (written < 5) await new Promise((resolve) => setTimeout(resolve, 5));
        const backup = await backupBytes(source);
        const during = written;
        writing = false;
        await writer;

        const lines = gunzipSync(backup).toString("utf8").trimEnd().split("\n");
        const header = JSON.parse(lines[0]!) as { format: string; tables: { name: string; rows: number }[] };
        expect(header.format).toBe(BACKUP_FORMAT);
        let at = 1;
        const rowsOf: Record<string, Record<string, unknown>[]> = {};
        for (const table of header.tables) {
          rowsOf[table.name] = lines.slice(at, at + table.rows).map((line) => JSON.parse(line) as Record<string, unknown>);
          at += table.rows;
        }
        expect(lines[at]).toBe(endLine);
        const submissions = new Set(rowsOf.form_submissions!.map((row) => row.id));
        const mailed = new Set(rowsOf.outbox_messages!.map((row) => row.submission_id));
        expect(submissions.size).toBeGreaterThanOrEqual(3 + 5);
        expect(submissions.size).toBeLessThanOrEqual(3 + during + 1);
        expect(mailed).toEqual(submissions);
        // And it restores (every reference checked as the foreign keys come back).
        const into = await place();
        await restoreBackup(streamOf(backup), into.target);
        const restored = await into.open();
        try {
          expect(await restored.db.$count(formSubmissions)).toBe(submissions.size);
        } finally {
          await restored.close();
        }
      },
    );
    // A fresh embedded database is made (initdb) for each restore: seconds each on a busy machine.
  },
  180_000,
);
