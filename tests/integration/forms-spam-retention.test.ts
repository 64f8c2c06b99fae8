import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "~/db/client.server";
import { editors } from "~/db/schema";
import { deleteSpam, rescueSpam, spamFolder } from "~/features/admin/spam-folder.server";
import { runDailyCleanup } from "~/features/forms/retention.server";
import { mailRecipient, submitForm } from "~/features/forms/submit.server";
import { backends, type TestDatabase } from "../support/databases";

/**
 * The spam rules in the submission service, the spam folder's decisions and the daily clean-up, against both
 * databases: caught requests are stored and never mailed, a rescue mails once, the clean-up runs once a day
 * however many instances try it.
 */

const contact = (email: string, message = "Hola, me gustaría saber más sobre Bruno y sus costumbres.") => ({
  name: "Ana García",
  email,
  phone: "",
  message,
  privacyAccepted: true,
  website: "",
});
const stuffed = "Best offers https://a.example.com https://b.example.com https://c.example.com today";

/** Where the German requests' mails go (the site config's address: no MAIL_TO_DE here). */
const associationAddress = mailRecipient("de");

describe.each(backends)("spam and retention on $name", ({ create, skip }) => {
  let database: TestDatabase;
  let editorId: string;

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    const [editor] = await database.db.insert(editors).values({ email: "redaktion@example.org", source: "workspace" }).returning();
    editorId = editor!.id;
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    if (skip) return;
    // Cascade: whatever hangs on a request by a foreign key (its notes) goes too.
    await database.db.execute(sql`truncate outbox_messages, form_submissions, rate_limits, job_runs, activity_log cascade`);
  });

  const submissions = () =>
    queryRows<{ id: string; spam_reason: string | null; status: string }>(
      database.db,
      sql`select id, spam_reason, status from form_submissions order by created_at, id`,
    );
  /** The association's mails (reply-to the visitor) apart from the visitors' receipts (to the visitor). */
  const outbox = () =>
    queryRows<{ submission_id: string; reply_to: string }>(
      database.db,
      sql`select submission_id, reply_to from outbox_messages where to_address = ${associationAddress}`,
    );
  const receipts = () =>
    queryRows<{ submission_id: string; to_address: string }>(
      database.db,
      sql`select submission_id, to_address from outbox_messages where to_address <> ${associationAddress}`,
    );
  const activity = () =>
    queryRows<{ action: string; subject_type: string; summary: string }>(
      database.db,
      sql`select action, subject_type, summary from activity_log`,
    );
  const decision = (id: string) => ({ id, editorId, summaryOf: () => "Kontaktanfrage" });

  it.skipIf(skip)("stores a request stuffed with links as spam, with its reason and no mail", async () => {
    const outcome = await submitForm(database.db, { formType: "contact", locale: "de", data: contact("links@example.org", stuffed) });
    expect(outcome).toEqual({ status: "spam", id: expect.any(String), reason: "links" });
    const named = await submitForm(database.db, {
      formType: "contact",
      locale: "es",
      data: { ...contact("name@example.org"), name: "www.cheap-pills.example" },
    });
    expect(named).toMatchObject({ status: "spam", reason: "linkInName" });
    expect((await submissions()).map((row) => row.spam_reason)).toEqual(["links", "linkInName"]);
    expect(await outbox()).toEqual([]);
    expect(await receipts()).toEqual([]);
    expect((await spamFolder(database.db)).map((row) => row.reason).sort()).toEqual(["linkInName", "links"]);
  });

  it.skipIf(skip)("takes five requests of one address an hour, however written; the sixth is spam", async () => {
    const spellings = ["ana@example.org", "Ana@Example.org", " ANA@example.org ", "ana@example.org", "ana@EXAMPLE.org", "ana@example.org"];
    const outcomes = [];
    for (const email of spellings)
      outcomes.push((await submitForm(database.db, { formType: "contact", locale: "de", data: contact(email) })).status);
    expect(outcomes).toEqual(["accepted", "accepted", "accepted", "accepted", "accepted", "spam"]);
    expect((await submissions()).map((row) => row.spam_reason)).toEqual([null, null, null, null, null, "addressLimit"]);
    expect(await outbox()).toHaveLength(5);
    // Receipts to one address stop at three an hour; the spam gets none.
    expect(await receipts()).toHaveLength(3);
    // Another address is not affected.
    expect((await submitForm(database.db, { formType: "contact", locale: "de", data: contact("ben@example.org") })).status).toBe(
      "accepted",
    );
  });

  it.skipIf(skip)("a rescue unmarks the request and enqueues its mail and receipt once, however often it is clicked", async () => {
    const outcome = await submitForm(database.db, { formType: "contact", locale: "de", data: contact("rescue@example.org", stuffed) });
    if (outcome.status !== "spam") throw new Error("expected spam");
    const results = await Promise.all([rescueSpam(database.db, decision(outcome.id)), rescueSpam(database.db, decision(outcome.id))]);
    expect(results.sort()).toEqual(["gone", "rescued"]);
    expect(await rescueSpam(database.db, decision(outcome.id))).toBe("gone");
    expect(await submissions()).toEqual([{ id: outcome.id, spam_reason: null, status: "new" }]);
    expect(await outbox()).toEqual([{ submission_id: outcome.id, reply_to: "rescue@example.org" }]);
    expect(await receipts()).toEqual([{ submission_id: outcome.id, to_address: "rescue@example.org" }]);
    expect(await spamFolder(database.db)).toEqual([]);
    expect(await activity()).toEqual([{ action: "rescued", subject_type: "spam", summary: "Kontaktanfrage" }]);
  });

  it.skipIf(skip)("deletes a request of the spam folder, and only one of the spam folder", async () => {
    const spam = await submitForm(database.db, { formType: "contact", locale: "de", data: contact("bot@example.org", stuffed) });
    const person = await submitForm(database.db, { formType: "contact", locale: "de", data: contact("person@example.org") });
    if (spam.status !== "spam" || person.status !== "accepted") throw new Error("unexpected outcomes");
    expect(await deleteSpam(database.db, decision(person.id))).toBe("gone");
    expect(await deleteSpam(database.db, decision(spam.id))).toBe("deleted");
    expect(await deleteSpam(database.db, decision(spam.id))).toBe("gone");
    expect((await submissions()).map((row) => row.id)).toEqual([person.id]);
    expect(await activity()).toEqual([{ action: "deleted", subject_type: "spam", summary: "Kontaktanfrage" }]);
  });

  it.skipIf(skip)(
    "the daily clean-up deletes finished requests after the retention period and spam after 14 days, once a day",
    async () => {
      const now = new Date("2026-11-24T03:00:00Z");
      const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
      const rows = [
        { key: "done-old", status: "done", spam: null, at: daysAgo(31) },
        { key: "archived-old", status: "archived", spam: null, at: daysAgo(40) },
        { key: "open-old", status: "in_progress", spam: null, at: daysAgo(100) },
        { key: "new-old", status: "new", spam: null, at: daysAgo(100) },
        { key: "done-recent", status: "done", spam: null, at: daysAgo(29) },
        { key: "spam-old", status: "new", spam: "links", at: daysAgo(15) },
        { key: "spam-recent", status: "new", spam: "addressLimit", at: daysAgo(13) },
      ];
      for (const row of rows) {
        await database.db.execute(sql`
        with inserted as (
          insert into form_submissions (form_type, locale, data, status, spam_reason, created_at)
          values ('contact', 'de', ${JSON.stringify({ email: `${row.key}@example.org` })}::jsonb, ${row.status}, ${row.spam}, ${row.at})
          returning id
        )
        insert into outbox_messages (submission_id, to_address, reply_to, subject, text_body, html_body)
        select id, ${associationAddress}, ${`${row.key}@example.org`}, 'Anfrage', 'Text', '<p>Text</p>' from inserted`);
      }
      // Two instances try the day's clean-up at once: a second handle on the same PostgreSQL; PGlite has one process.
      const second: DatabaseHandle | undefined = database.url ? await openDatabase({ url: database.url }) : undefined;
      try {
        const results = await Promise.all([
          runDailyCleanup(database.db, { now, retentionDays: 30 }),
          runDailyCleanup((second ?? database).db, { now, retentionDays: 30 }),
        ]);
        expect(results.filter((result) => result.ran)).toEqual([{ ran: true, finished: 2, spam: 1, mails: 0 }]);
        expect(results.filter((result) => !result.ran)).toEqual([{ ran: false, finished: 0, spam: 0, mails: 0 }]);
      } finally {
        await second?.close();
      }
      const left = await queryRows<{ email: string }>(database.db, sql`select data ->> 'email' as email from form_submissions order by 1`);
      expect(left.map((row) => row.email)).toEqual([
        "done-recent@example.org",
        "new-old@example.org",
        "open-old@example.org",
        "spam-recent@example.org",
      ]);
      expect((await outbox()).map((row) => row.reply_to).sort()).toEqual(left.map((row) => row.email));

      // Later the same day nothing runs again; the next day it does.
      expect(await runDailyCleanup(database.db, { now: new Date("2026-11-24T22:00:00Z"), retentionDays: 30 })).toMatchObject({
        ran: false,
      });
      expect(await runDailyCleanup(database.db, { now: new Date("2026-11-25T03:00:00Z"), retentionDays: 30 })).toEqual({
        ran: true,
        finished: 0,
        spam: 0,
        mails: 0,
      });
    },
  );

  it.skipIf(skip)("a failed clean-up claims no day: the next try runs it", async () => {
    const now = new Date("2026-11-24T03:00:00Z");
    await database.db.execute(sql`
      create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await database.db.execute(
      sql`create trigger refuse_delete before delete on form_submissions for each row execute function refuse_delete()`,
    );
    try {
      await database.db.execute(
        sql`insert into form_submissions (form_type, locale, data, status, created_at) values ('contact', 'de', '{}'::jsonb, 'done', ${new Date("2020-01-01T00:00:00Z")})`,
      );
      await expect(runDailyCleanup(database.db, { now, retentionDays: 30 })).rejects.toThrow();
    } finally {
      await database.db.execute(sql`drop trigger refuse_delete on form_submissions`);
      await database.db.execute(sql`drop function refuse_delete()`);
    }
    expect(await runDailyCleanup(database.db, { now, retentionDays: 30 })).toEqual({ ran: true, finished: 1, spam: 0, mails: 0 });
  });

  it.skipIf(skip)("the daily clean-up deletes mails of no request 30 days after they went out or failed", async () => {
    const now = new Date("2026-11-24T03:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const mails = [
      { to: "sent-old@example.org", status: "sent", at: daysAgo(31) },
      { to: "failed-old@example.org", status: "failed", at: daysAgo(31) },
      { to: "waiting-old@example.org", status: "pending", at: daysAgo(31) },
      { to: "sent-recent@example.org", status: "sent", at: daysAgo(29) },
    ];
    for (const mail of mails) {
      await database.db.execute(sql`
        insert into outbox_messages (locale, to_address, subject, text_body, html_body, status, created_at)
        values ('de', ${mail.to}, 'Anmeldelink', 'https://example.org/admin/login/x', '<p>x</p>', ${mail.status}, ${mail.at})`);
    }
    expect(await runDailyCleanup(database.db, { now, retentionDays: 30 })).toEqual({ ran: true, finished: 0, spam: 0, mails: 2 });
    const left = await queryRows<{ to_address: string }>(database.db, sql`select to_address from outbox_messages order by 1`);
    expect(left.map((row) => row.to_address)).toEqual(["sent-recent@example.org", "waiting-old@example.org"]);
  });
});
