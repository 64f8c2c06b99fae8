import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { editors } from "~/db/schema";
import { erasePersonData, exportPersonData, personData, replayErasures } from "~/features/admin/people/person-data.server";
import { submitForm } from "~/features/forms/submit.server";
import { signInAddressKey } from "~/features/admin/sign-in.server";
import { consume } from "~/features/rate-limit/counter.server";
import { receiptLimitKey } from "~/features/forms/receipt-limit.server";
import { addressLimitKey } from "~/features/spam/address-key.server";
import { backends, type TestDatabase } from "../support/databases";

/**
 * A person's data (DSGVO Art. 15, 17, 20) against both databases: the export holds everything on the address,
 * the erasure leaves nothing of it in any table (the activity log and the erasure journal keep a keyed hash), and a
 * restore's replay of the journal erases it again.
 */

const address = "ana.garcia@example.org";
const message = "Hola, me gustaría saber más sobre Bruno y sus costumbres.";

describe.each(backends)("a person's data on $name", ({ create, skip }) => {
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
    await database.db.execute(sql`truncate outbox_messages, form_submissions, rate_limits, activity_log, erasures cascade`);
    // Three requests of Ana (spelled three ways, one of them caught as spam), one of someone else, a mail to her.
    await submitForm(database.db, {
      formType: "contact",
      locale: "de",
      data: { name: "Ana García", email: " Ana.Garcia@Example.org", phone: "", message, privacyAccepted: true },
    });
    await submitForm(database.db, {
      formType: "adoption",
      locale: "es",
      data: {
        dog: "Bruno",
        name: "Ana García",
        email: "ANA.GARCIA@example.org",
        phone: "+34 612 345 678",
        livingSituation: "Casa con jardín en las afueras.",
        experience: "Dos perros en veinte años.",
        message,
        privacyAccepted: true,
      },
    });
    await submitForm(database.db, {
      formType: "contact",
      locale: "de",
      data: {
        name: "Ana García",
        email: address,
        phone: "",
        message: "https://a.example https://b.example https://c.example",
        privacyAccepted: true,
      },
    });
    await submitForm(database.db, {
      formType: "contact",
      locale: "de",
      data: { name: "Ben Otto", email: "ben@example.org", phone: "", message, privacyAccepted: true },
    });
    // Someone asked for a sign-in link with her address (she is no editor: no link, but the count).
    await consume(database.db, signInAddressKey(address), 5, 3_600_000);
    await database.db.execute(sql`
      insert into outbox_messages (locale, to_address, subject, text_body, html_body)
      values ('de', ${"Ana.Garcia@example.org"}, 'Antwort', 'Hallo Ana', '<p>Hallo Ana</p>')`);
  });

  it.skipIf(skip)("holds every request of the address, spam included, their mails, mails to it and its count", async () => {
    const held = await personData(database.db, address);
    expect(held.email).toBe(address);
    expect(held.requests.map((request) => `${request.formType} ${request.spamReason ?? "-"}`).sort()).toEqual([
      "adoption -",
      "contact -",
      "contact links",
    ]);
    expect(held.requests.find((request) => request.formType === "adoption")?.data).toMatchObject({
      dog: "Bruno",
      phone: "+34 612 345 678",
    });
    // The association's mails of her two requests, her receipts of them (none for the spam), a mail to her.
    expect(held.mails.map((mail) => mail.subject).sort()).toEqual(
      [
        "Antwort",
        "Kontaktanfrage von Ana García",
        "Solicitud de adopción para Bruno",
        "Wir haben deine Nachricht erhalten",
        "Hemos recibido tu solicitud de adopción para Bruno",
      ].sort(),
    );
    expect(held.counters).toEqual([
      { kind: "requestsThisHour", hits: 3, resetAt: expect.any(Date) },
      { kind: "receiptsThisHour", hits: 2, resetAt: expect.any(Date) },
      { kind: "signInLinksThisHour", hits: 1, resetAt: expect.any(Date) },
    ]);
    expect(await personData(database.db, "nobody@example.org")).toEqual({
      email: "nobody@example.org",
      requests: [],
      mails: [],
      alerts: [],
      counters: [],
    });
  });

  it.skipIf(skip)("an export is that data, recorded in the activity log with the address and nothing else", async () => {
    const exported = await exportPersonData(database.db, { address, editorId });
    expect(exported).toEqual(await personData(database.db, address));
    expect(await queryRows(database.db, sql`select editor_id, action, subject_type, subject_id, summary from activity_log`)).toEqual([
      { editor_id: editorId, action: "exported", subject_type: "person", subject_id: null, summary: address },
    ]);
  });

  it.skipIf(skip)("an erasure leaves nothing of the address in any table: the log and the journal keep its keyed hash", async () => {
    await exportPersonData(database.db, { address, editorId });
    const erased = await erasePersonData(database.db, { address, editorId });
    expect(erased).toEqual({ requests: 3, mails: 5, alerts: 0, counters: 3 });

    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    const traces: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${sql.identifier(name)} as t where lower(t::text) like ${`%${address}%`} or t::text like ${`%${addressLimitKey(address)}%`} or t::text like ${`%${signInAddressKey(address)}%`} or t::text like ${`%${receiptLimitKey(address)}%`} or t::text like ${`%${createHash("sha256").update(address).digest("hex")}%`}`,
      );
      if (row!.n > 0) traces[name] = row!.n;
    }
    expect(traces).toEqual({});
    // The export's record and the erasure's name the address by the journal's keyed hash, which is no plain hash of it.
    const [journal, ...more] = await queryRows<{ hash_key: string; address_hash: string }>(
      database.db,
      sql`select hash_key, address_hash from erasures`,
    );
    expect(more).toEqual([]);
    expect(journal!.hash_key).toMatch(/^[0-9a-f]{64}$/);
    expect(journal!.address_hash).toBe(
      createHash("sha256")
        .update(Buffer.concat([Buffer.from(journal!.hash_key, "hex"), Buffer.from(address)]))
        .digest("hex"),
    );
    expect(await queryRows(database.db, sql`select action, subject_type, summary from activity_log order by at`)).toEqual([
      { action: "exported", subject_type: "person", summary: journal!.address_hash },
      { action: "erased", subject_type: "person", summary: journal!.address_hash },
    ]);

    // Someone else's request and its mails (the association's and the receipt) stay.
    expect((await personData(database.db, "ben@example.org")).requests).toHaveLength(1);
    expect((await personData(database.db, "ben@example.org")).mails).toHaveLength(2);
    expect(await personData(database.db, address)).toEqual({ email: address, requests: [], mails: [], alerts: [], counters: [] });
  });

  it.skipIf(skip)("a replay of the journal erases the address's records made before its erasure, not those made after", async () => {
    await erasePersonData(database.db, { address, editorId });
    const [{ erased_at }] = (await queryRows<{ erased_at: string }>(database.db, sql`select erased_at::text from erasures`)) as [
      { erased_at: string },
    ];
    // As a backup from before the erasure brings them back: a request of hers from before it, one from after it.
    for (const [at, text] of [
      [sql`${erased_at}::timestamptz - interval '1 day'`, "vorher"],
      [sql`${erased_at}::timestamptz + interval '1 minute'`, "nachher"],
    ] as const) {
      await database.db.execute(sql`
        insert into form_submissions (form_type, locale, data, created_at)
        values ('contact', 'de', ${JSON.stringify({ email: address, message: text })}::jsonb, ${at})`);
    }
    expect(await database.db.transaction((tx) => replayErasures(tx))).toBe(1);
    const left = await personData(database.db, address);
    expect(left.requests.map((request) => (request.data as { message: string }).message)).toEqual(["nachher"]);
    expect((await personData(database.db, "ben@example.org")).requests).toHaveLength(1);
  });
});
