import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { createMailWorker, smtpSender } from "~/platform/mail/mail-worker.server";
import { fieldErrorTexts } from "~/features/forms/schemas/validate";
import { type SubmissionOutcome, enqueueSubmissionMails, submitForm } from "~/features/forms/submit.server";
import { formSubmissions } from "~/db/schema";
import { backends, type TestDatabase } from "../support/databases";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";

/**
 * The submission service and the outbox worker against both databases and a
 * real SMTP server in-process: nothing accepted is lost, nothing is sent twice.
 * An accepted request sends two mails: the association's and the visitor's
 * receipt.
 */

const silent = { info() {}, warn() {}, error() {} };
const fast = { pollIntervalMs: 20, retryBaseMs: 30, retryMaxMs: 200, leaseMs: 10_000, logger: silent };

const contact = (n: number) => ({
  name: `Besucherin ${n}`,
  email: `visitor${n}@example.org`,
  phone: "",
  message: `Nachricht Nummer ${n}: bitte meldet euch bei mir.`,
  privacyAccepted: true,
  website: "",
});

describe.each(backends)("form outbox on $name", ({ create, skip }) => {
  let database: TestDatabase;
  let smtp: FakeSmtp;
  const workers: { stop(): Promise<void> }[] = [];
  const senders: { close(): void }[] = [];

  beforeAll(async () => {
    if (skip) return;
    smtp = await startFakeSmtp();
    database = await create();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    if (skip) return;
    // The per-address spam count lives in rate_limits: every test starts with no request counted.
    await database.db.execute(sql`truncate outbox_messages, form_submissions, rate_limits cascade`);
    smtp.mails.length = 0;
    smtp.setMode("accept");
    await smtp.restart();
  });
  afterEach(async () => {
    if (skip) return;
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    for (const sender of senders.splice(0)) sender.close();
  });

  const worker = (overrides: Partial<Parameters<typeof createMailWorker>[0]> = {}) => {
    const sender = smtpSender(smtp.url);
    senders.push(sender);
    const created = createMailWorker({ database: async () => database.db, send: sender.send, ...fast, ...overrides });
    workers.push(created);
    return created;
  };
  const outbox = () =>
    queryRows<{ status: string; attempts: number; last_error: string | null; to_address: string; reply_to: string; subject: string }>(
      database.db,
      sql`select status, attempts, last_error, to_address, reply_to, subject from outbox_messages order by created_at, to_address`,
    );
  /** Leaves the association's mails only, for a test that follows one message through the worker. */
  const withoutReceipts = () => database.db.execute(sql`delete from outbox_messages where to_address not like 'info@%'`);
  /** The delivered mails as sorted [to, reply-to] pairs. */
  const deliveredPairs = () => smtp.mails.map((mail) => [mail.to, mail.replyTo]).sort();
  const submissions = () =>
    queryRows<{ form_type: string; data: Record<string, unknown> }>(database.db, sql`select form_type, data from form_submissions`);

  it.skipIf(skip)("stores an accepted submission, its mail and the visitor's receipt in one transaction", async () => {
    const outcome = await submitForm(database.db, { formType: "contact", locale: "es", data: contact(1) });
    expect(outcome).toEqual({ status: "accepted", id: expect.any(String) });
    const [stored] = await submissions();
    expect(stored?.form_type).toBe("contact");
    expect(stored?.data).toEqual({ name: "Besucherin 1", email: "visitor1@example.org", phone: "", message: contact(1).message });
    expect(await outbox()).toEqual([
      {
        status: "pending",
        attempts: 0,
        last_error: null,
        to_address: "info@rescate-example.es",
        reply_to: "visitor1@example.org",
        subject: "Consulta de contacto de Besucherin 1",
      },
      {
        status: "pending",
        attempts: 0,
        last_error: null,
        to_address: "visitor1@example.org",
        reply_to: "info@rescate-example.es",
        subject: "Hemos recibido tu mensaje",
      },
    ]);
  });

  it.skipIf(skip)("a stored request let through later gets both mails then, dated when it arrived", async () => {
    const createdAt = new Date("2026-11-20T08:00:00Z");
    const [stored] = await database.db
      .insert(formSubmissions)
      .values({ formType: "contact", locale: "de", data: { name: "Besucherin 4", email: "visitor4@example.org", message: "…" }, createdAt })
      .returning({ id: formSubmissions.id });
    await database.db.transaction((tx) =>
      enqueueSubmissionMails(tx, {
        id: stored!.id,
        formType: "contact",
        locale: "de",
        data: { name: "Besucherin 4", email: "visitor4@example.org", message: "…" },
        createdAt,
      }),
    );
    const rows = await queryRows<{ submission_id: string; to_address: string; subject: string; text_body: string }>(
      database.db,
      sql`select submission_id, to_address, subject, text_body from outbox_messages order by to_address`,
    );
    expect(rows.map((row) => [row.submission_id, row.to_address, row.subject])).toEqual([
      [stored!.id, "info@hundehilfe-example.de", "Kontaktanfrage von Besucherin 4"],
      [stored!.id, "visitor4@example.org", "Wir haben deine Nachricht erhalten"],
    ]);
    expect(rows[1]?.text_body).toContain("Das hast du uns am 20. November 2026 um 09:00 geschickt:");
  });

  it.skipIf(skip)("the receipt answers to the association's configured address (MAIL_TO_*)", async () => {
    await submitForm(database.db, { formType: "contact", locale: "de", data: contact(1) }, { recipients: { de: "anfragen@example.de" } });
    expect((await outbox()).map((row) => [row.to_address, row.reply_to, row.subject])).toEqual([
      ["anfragen@example.de", "visitor1@example.org", "Kontaktanfrage von Besucherin 1"],
      ["visitor1@example.org", "anfragen@example.de", "Wir haben deine Nachricht erhalten"],
    ]);
  });

  it.skipIf(skip)("at most three receipts per address an hour; every request still reaches the association", async () => {
    // One mailbox however the address is written.
    for (const email of ["ana@example.org", "Ana@Example.org", " ana@example.org", "ANA@example.org", "ana@example.org"]) {
      expect(await submitForm(database.db, { formType: "contact", locale: "de", data: { ...contact(1), email } })).toMatchObject({
        status: "accepted",
      });
    }
    await submitForm(database.db, { formType: "contact", locale: "de", data: contact(2) });
    const rows = await outbox();
    expect(rows.filter((row) => row.to_address === "info@hundehilfe-example.de")).toHaveLength(6);
    // The receipts of the first three requests of the address, each to the address as written.
    expect(rows.filter((row) => row.subject === "Wir haben deine Nachricht erhalten").map((row) => row.to_address)).toEqual([
      "ana@example.org",
      "Ana@Example.org",
      "ana@example.org",
      "visitor2@example.org",
    ]);
    expect(rows).toHaveLength(10);

    // The hour ends: the address gets receipts again.
    await database.db.execute(sql`update rate_limits set reset_at = now()`);
    await submitForm(database.db, { formType: "contact", locale: "de", data: { ...contact(1), email: "ana@example.org" } });
    expect((await outbox()).filter((row) => row.to_address === "ana@example.org")).toHaveLength(3);
  });

  it.skipIf(skip)("stores nothing for invalid input or a filled honeypot", async () => {
    // The service reports error codes; here in the words the JSON endpoints answer.
    const inWords = (outcome: SubmissionOutcome) =>
      outcome.status === "invalid" ? { ...outcome, fieldErrors: fieldErrorTexts("de", outcome.fieldErrors) } : outcome;
    expect(inWords(await submitForm(database.db, { formType: "contact", locale: "de", data: { ...contact(1), name: "" } }))).toEqual({
      status: "invalid",
      fieldErrors: { name: ["Name muss mindestens 2 Zeichen lang sein"] },
    });
    expect(await submitForm(database.db, { formType: "contact", locale: "de", data: { ...contact(1), website: "x" } })).toEqual({
      status: "blocked",
    });
    expect(inWords(await submitForm(database.db, { formType: "newsletter", locale: "de", data: contact(1) }))).toEqual({
      status: "invalid",
      fieldErrors: { formType: ["Unbekannter Formulartyp"] },
    });
    expect(await submissions()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it.skipIf(skip)("keeps no submission when its mail cannot be stored", async () => {
    await database.db.execute(sql`alter table outbox_messages add constraint reject_all check (false) not valid`);
    try {
      await expect(submitForm(database.db, { formType: "contact", locale: "de", data: contact(1) })).rejects.toThrow();
      expect(await submissions()).toEqual([]);
      // Nor a count of a receipt that was never sent (the request itself counts for its address's spam limit).
      expect(await queryRows(database.db, sql`select key from rate_limits where key like 'receipt-address:%'`)).toEqual([]);
    } finally {
      await database.db.execute(sql`alter table outbox_messages drop constraint reject_all`);
    }
  });

  it.skipIf(skip)("SMTP down, submit, SMTP back: every mail arrives exactly once", async () => {
    await smtp.stop();
    for (const n of [1, 2, 3]) await submitForm(database.db, { formType: "contact", locale: "de", data: contact(n) });
    worker().start();
    // Twice as many messages as requests (receipts): more attempts to wait for than a poll's default second.
    await expect
      .poll(async () => (await outbox()).every((row) => row.attempts >= 2 && row.last_error !== null), { timeout: 10_000 })
      .toBe(true);
    expect(smtp.mails).toEqual([]);
    await smtp.restart();
    await smtp.waitForMails(6);
    await expect.poll(async () => (await outbox()).map((row) => row.status), { timeout: 10_000 }).toEqual(Array(6).fill("sent"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(deliveredPairs()).toEqual([
      ["info@hundehilfe-example.de", "visitor1@example.org"],
      ["info@hundehilfe-example.de", "visitor2@example.org"],
      ["info@hundehilfe-example.de", "visitor3@example.org"],
      ["visitor1@example.org", "info@hundehilfe-example.de"],
      ["visitor2@example.org", "info@hundehilfe-example.de"],
      ["visitor3@example.org", "info@hundehilfe-example.de"],
    ]);
    expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(6);
    expect(new Set(smtp.mails.map((mail) => mail.from))).toEqual(new Set(["Costa Azahar Hundehilfe <info@hundehilfe-example.de>"]));
  });

  it.skipIf(skip)("a refusing server is retried; after the last attempt the message stays visible as failed", async () => {
    smtp.setMode("reject");
    await submitForm(database.db, { formType: "contact", locale: "de", data: contact(1) });
    await withoutReceipts();
    const refused = worker({ maxAttempts: 3 });
    expect(await refused.deliverDue()).toBe(0);
    expect(await outbox()).toMatchObject([{ status: "pending", attempts: 1, last_error: expect.stringContaining("Try again later") }]);
    refused.start();
    // Two more attempts, each an SMTP exchange and a database write: on a busy machine more than the poll's 1 s default.
    await expect.poll(async () => (await outbox())[0]?.status, { timeout: 10_000 }).toBe("failed");
    expect(await outbox()).toMatchObject([{ attempts: 3, last_error: expect.stringContaining("451") }]);
    expect(smtp.mails).toEqual([]);
  });

  it.skipIf(skip)("a send slower than the lease is renewed while in flight: a second worker never sends it too", async () => {
    await submitForm(database.db, { formType: "contact", locale: "de", data: contact(1) });
    await withoutReceipts();
    smtp.setMode("accept", 2_500);
    const leaseMs = 1_000;
    worker({ leaseMs }).start();
    worker({ leaseMs }).start();
    await smtp.waitForMails(1);
    await Promise.all(workers.splice(0).map((running) => running.stop()));
    expect(smtp.mails.map((mail) => mail.replyTo)).toEqual(["visitor1@example.org"]);
    expect(await outbox()).toMatchObject([{ status: "sent", attempts: 1 }]);
  });

  it.skipIf(skip)("a sender whose claim was taken over renews nothing and records no outcome over the new claim", async () => {
    await submitForm(database.db, { formType: "contact", locale: "de", data: contact(1) });
    await withoutReceipts();
    const warnings: string[] = [];
    let failSend: (error: Error) => void = () => {};
    const sending = new Promise<void>((_, reject) => {
      failSend = reject;
    });
    let started = false;
    const slow = worker({
      leaseMs: 300,
      logger: { ...silent, warn: (_details, message) => warnings.push(message) },
      send: () => {
        started = true;
        return sending;
      },
    });
    const delivery = slow.deliverDue();
    await expect.poll(() => started, { timeout: 10_000 }).toBe(true);
    const leaseUntil = async () =>
      (await queryRows<{ until: string }>(database.db, sql`select next_attempt_at::text as until from outbox_messages`))[0]?.until;
    // The sender renews its claim while the send lasts (lease 300 ms, renewed every 100 ms).
    const claimedUntil = await leaseUntil();
    await expect.poll(leaseUntil).not.toBe(claimedUntil);

    // Another instance claims the message (as after a lapsed lease), delivers it and records the delivery.
    await database.db.execute(sql`update outbox_messages set attempts = attempts + 1, next_attempt_at = now() + interval '1 minute'`);
    const takenUntil = await leaseUntil();
    await expect.poll(() => warnings).toContain("mail lease lost while sending; another instance may send this message too");
    expect(await leaseUntil()).toBe(takenUntil);
    await database.db.execute(sql`update outbox_messages set status = 'sent', sent_at = now()`);

    failSend(new Error("Connection timeout"));
    expect(await delivery).toBe(0);
    expect(await outbox()).toMatchObject([{ status: "sent", attempts: 2, last_error: null }]);
  });

  it.skipIf(skip)("several workers never send a message twice", async () => {
    for (let n = 0; n < 12; n += 1) await submitForm(database.db, { formType: "contact", locale: "de", data: contact(n) });
    const results = await Promise.all([worker().deliverDue(), worker().deliverDue(), worker().deliverDue()]);
    expect(results.reduce((sum, sent) => sum + sent, 0)).toBe(24);
    await smtp.waitForMails(24);
    expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(24);
    expect((await outbox()).every((row) => row.status === "sent")).toBe(true);
  });
});
