import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase, queryRows } from "~/db/client.server";
import { erasePersonData, personData } from "~/features/admin/people/person-data.server";
import { editors } from "~/db/schema";
import { announceNewDogs, recordSeenDogs } from "~/features/alerts/announce.server";
import { alertFilterOf } from "~/features/alerts/filter";
import { confirmSubscription, deleteUnconfirmed, subscribe, unsubscribe } from "~/features/alerts/subscriptions.server";
import { alertFormTexts, consentWording } from "~/features/alerts/texts";
import type { Locale } from "~/i18n/locales";
import { makeDog } from "../support/dog-factory";
import { backends, type TestDatabase } from "../support/databases";

/**
 * New-dog alerts against both databases: double opt-in, the first fetch announcing nothing, two instances
 * announcing at once (one mail per subscriber), at most one mail a day, one-click unsubscribing, the 48-hour
 * clean-up, and the subscriptions among a person's data.
 */

const origins = { de: "https://www.example.de", es: "https://www.example.es" } as const;
const at = (iso: string) => new Date(`2026-11-25T${iso}:00Z`);
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

const fixture = [
  makeDog({ id: "aaaaaaaaaaaa00000001", title: "Bello", name: "Bello", species: "Hunde DE" }),
  makeDog({ id: "aaaaaaaaaaaa00000002", title: "Rita", name: "Rita", species: "Hunde ES" }),
];
const newcomer = makeDog({
  id: "bbbbbbbbbbbb00000003",
  title: "Nube",
  name: "Nube",
  species: "Hunde ES",
  publicHeadline: "Sanft und neugierig",
  imageIds: ["img1"],
});
const lateComer = makeDog({ id: "cccccccccccc00000004", title: "Toni", name: "Toni", species: "Hunde DE" });

interface OutboxRow {
  to_address: string;
  locale: string;
  subject: string;
  text_body: string;
  headers: Record<string, string> | null;
}

describe.each(backends)("new-dog alerts on $name", ({ create, skip }) => {
  let database: TestDatabase;
  let second: Database;
  let secondHandle: DatabaseHandle | undefined;
  let editorId: string;

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    // A second instance: its own connection pool on PostgreSQL; the one embedded database otherwise.
    secondHandle = database.url ? await openDatabase({ url: database.url }) : undefined;
    second = secondHandle?.db ?? database.db;
    const [editor] = await database.db.insert(editors).values({ email: "redaktion@example.org", source: "workspace" }).returning();
    editorId = editor!.id;
  });
  afterAll(async () => {
    await secondHandle?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    if (skip) return;
    await database.db.execute(sql`truncate alert_subscriptions, alert_tokens, known_dogs, outbox_messages, rate_limits, job_runs cascade`);
  });

  const outbox = () =>
    queryRows<OutboxRow>(
      database.db,
      sql`select to_address, locale, subject, text_body, headers from outbox_messages order by created_at, subject`,
    );
  const mailsTo = async (address: string) => (await outbox()).filter((row) => row.to_address === address);
  const tokenIn = (text: string, path: string) => {
    const match = new RegExp(`${path.replace(/[/?]/g, "\\$&")}\\?token=([\\w-]+)`).exec(text);
    if (!match) throw new Error(`no link to ${path} in: ${text}`);
    return match[1]!;
  };

  async function subscribed(email: string, locale: Locale, type = "", location = "", now = at("08:00")) {
    const texts = alertFormTexts[locale];
    const outcome = await subscribe(database.db, {
      email,
      locale,
      origin: origins[locale],
      filter: alertFilterOf(type, location),
      filterLabel: texts.allDogs,
      consentText: consentWording(texts.consent),
      now,
    });
    return outcome;
  }

  async function confirmed(email: string, locale: Locale, type = "", location = "", now = at("08:00")) {
    expect(await subscribed(email, locale, type, location, now)).toBe("pending");
    const [mail] = (await mailsTo(email)).slice(-1);
    const path = locale === "de" ? "/hunde-alarm/bestaetigen" : "/avisos-de-perros/confirmar";
    expect(mail!.text_body).toContain(`${origins[locale]}${path}?token=`);
    expect(await confirmSubscription(database.db, tokenIn(mail!.text_body, path), now)).toBe(true);
  }

  it.skipIf(skip)("asks for confirmation once per address and filter, in the visitor's language, and stores the consent", async () => {
    expect(await subscribed("Ana@Example.org ", "es", "adoption", "spain")).toBe("pending");
    expect(await subscribed("ana@example.org", "es", "adoption", "spain")).toBe("pending");
    const rows = await queryRows<{ email: string; dog_type: string; location: string; consent_text: string; confirmed_at: Date | null }>(
      database.db,
      sql`select email, dog_type, location, consent_text, confirmed_at from alert_subscriptions`,
    );
    expect(rows).toEqual([
      {
        email: "ana@example.org",
        dog_type: "adoption",
        location: "spain",
        consent_text:
          "Quiero recibir correos sobre perros nuevos de esta selección y he leído la política de privacidad. Puedo darme de baja en cualquier momento con un clic.",
        confirmed_at: null,
      },
    ]);
    const mails = await mailsTo("ana@example.org");
    expect(mails.map((mail) => [mail.locale, mail.subject, mail.headers])).toEqual([
      ["es", "Por favor confirma: perros nuevos por correo", null],
      ["es", "Por favor confirma: perros nuevos por correo", null],
    ]);
    // Confirmed: subscribing again changes nothing and sends nothing.
    expect(await confirmSubscription(database.db, tokenIn(mails[1]!.text_body, "/avisos-de-perros/confirmar"))).toBe(true);
    expect(await subscribed("ana@example.org", "es", "adoption", "spain")).toBe("alreadyConfirmed");
    expect(await mailsTo("ana@example.org")).toHaveLength(2);
    expect(await confirmSubscription(database.db, "not-a-token")).toBe(false);
  });

  it.skipIf(skip)("sends at most three confirmation mails an hour to one address", async () => {
    for (const type of ["", "adoption", "sponsorship"]) expect(await subscribed("flood@example.org", "de", type)).toBe("pending");
    expect(await subscribed("flood@example.org", "de", "hospice")).toBe("limited");
    expect(await mailsTo("flood@example.org")).toHaveLength(3);
  });

  it.skipIf(skip)(
    "announces nothing on the first fetch, then each new dog once: two instances at once mail each subscriber once",
    async () => {
      await confirmed("de@example.org", "de");
      await confirmed("es@example.org", "es", "", "spain");
      await confirmed("germany@example.org", "de", "", "germany");
      await subscribed("unconfirmed@example.org", "de");

      // The first fetch into an empty database records the list and announces none of it.
      const first = at("08:01");
      expect(await recordSeenDogs(database.db, { dogs: fixture, previousSuccessAt: undefined, now: first })).toBe(0);
      expect(await Promise.all([announceNewDogs(database.db, fixture, first), announceNewDogs(second, fixture, first)])).toEqual([0, 0]);

      // Five minutes later a new dog in Spain: both instances record and announce at once.
      const refreshed = minutesAfter(first, 5);
      const list = [...fixture, newcomer];
      const recorded = await Promise.all([
        recordSeenDogs(database.db, { dogs: list, previousSuccessAt: first, now: refreshed }),
        recordSeenDogs(second, { dogs: list, previousSuccessAt: first, now: refreshed }),
      ]);
      expect(recorded.sort()).toEqual([0, 1]);
      const announced = await Promise.all([announceNewDogs(database.db, list, refreshed), announceNewDogs(second, list, refreshed)]);
      expect(announced[0] + announced[1]).toBe(2);

      const [german] = await mailsTo("de@example.org").then((mails) => mails.slice(1));
      expect(german?.subject).toBe("Neu bei uns: Nube");
      expect(german?.text_body).toContain("Nube\nSanft und neugierig\nhttps://www.example.de/hunde/nube-00000003\n");
      expect(german?.headers).toEqual({
        "List-Unsubscribe": expect.stringMatching(/^<https:\/\/www\.example\.de\/hunde-alarm\/abbestellen\?token=[\w-]+>$/),
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      const spanish = (await mailsTo("es@example.org")).slice(1);
      expect(spanish.map((mail) => mail.subject)).toEqual(["Nuevo con nosotros: Nube"]);
      expect(spanish[0]?.text_body).toContain("https://www.example.es/perros/nube-00000003");
      // A dog in Spain is no news for a subscriber of the dogs in Germany; an unconfirmed subscriber gets nothing.
      expect(await mailsTo("germany@example.org")).toHaveLength(1);
      expect(await mailsTo("unconfirmed@example.org")).toHaveLength(1);

      // The same list again announces nothing more.
      expect(await recordSeenDogs(database.db, { dogs: list, previousSuccessAt: refreshed, now: minutesAfter(refreshed, 5) })).toBe(0);
      expect(await announceNewDogs(database.db, list, minutesAfter(refreshed, 5))).toBe(0);
    },
  );

  it.skipIf(skip)("mails a subscriber at most once a day: a later dog waits for the next day's mail", async () => {
    await confirmed("daily@example.org", "de");
    const first = at("08:01");
    await recordSeenDogs(database.db, { dogs: fixture, previousSuccessAt: undefined, now: first });
    const second = minutesAfter(first, 5);
    await recordSeenDogs(database.db, { dogs: [...fixture, newcomer], previousSuccessAt: first, now: second });
    expect(await announceNewDogs(database.db, [...fixture, newcomer], second)).toBe(1);

    const third = minutesAfter(second, 60);
    const list = [...fixture, newcomer, lateComer];
    expect(await recordSeenDogs(database.db, { dogs: list, previousSuccessAt: second, now: third })).toBe(1);
    expect(await announceNewDogs(database.db, list, third)).toBe(0);
    expect(await announceNewDogs(database.db, list, minutesAfter(second, 24 * 60 - 1))).toBe(0);
    expect(await announceNewDogs(database.db, list, minutesAfter(second, 24 * 60))).toBe(1);
    const alerts = (await mailsTo("daily@example.org")).slice(1);
    expect(alerts.map((mail) => mail.subject)).toEqual(["Neu bei uns: Nube", "Neu bei uns: Toni"]);
  });

  it.skipIf(skip)("announces nothing on the first fetch after an outage of the source", async () => {
    await confirmed("outage@example.org", "de");
    await recordSeenDogs(database.db, { dogs: fixture, previousSuccessAt: undefined, now: at("08:01") });
    const afterOutage = at("20:00");
    const list = [...fixture, newcomer];
    expect(await recordSeenDogs(database.db, { dogs: list, previousSuccessAt: at("08:01"), now: afterOutage })).toBe(0);
    expect(await announceNewDogs(database.db, list, afterOutage)).toBe(0);
  });

  it.skipIf(skip)("unsubscribes with the alert's one-click link; nothing more is sent", async () => {
    await confirmed("leave@example.org", "es");
    await recordSeenDogs(database.db, { dogs: fixture, previousSuccessAt: undefined, now: at("08:01") });
    await recordSeenDogs(database.db, { dogs: [...fixture, newcomer], previousSuccessAt: at("08:01"), now: at("08:06") });
    expect(await announceNewDogs(database.db, [...fixture, newcomer], at("08:06"))).toBe(1);
    const [, alert] = await mailsTo("leave@example.org");
    const token = tokenIn(alert!.headers!["List-Unsubscribe"]!, "/avisos-de-perros/baja");
    expect(await unsubscribe(database.db, token)).toBe(true);
    expect(await unsubscribe(database.db, token)).toBe(false);
    expect(await queryRows(database.db, sql`select 1 from alert_subscriptions`)).toHaveLength(0);
    expect(await queryRows(database.db, sql`select 1 from alert_tokens`)).toHaveLength(0);
    // Its mails (the confirmation, the alert) go with it: no address, no link is left.
    expect(await mailsTo("leave@example.org")).toEqual([]);
  });

  it.skipIf(skip)("deletes subscriptions unconfirmed for 48 hours, once an hour for all instances", async () => {
    await subscribed("old@example.org", "de", "", "", at("08:00"));
    await confirmed("kept@example.org", "de", "", "", at("08:00"));
    await subscribed("young@example.org", "de", "", "", minutesAfter(at("08:00"), 60));
    const later = minutesAfter(at("08:00"), 48 * 60 + 1);
    const runs = await Promise.all([deleteUnconfirmed(database.db, later), deleteUnconfirmed(second, later)]);
    expect(runs.filter((run) => run.ran)).toEqual([{ ran: true, deleted: 1 }]);
    const left = await queryRows<{ email: string }>(database.db, sql`select email from alert_subscriptions order by email`);
    expect(left.map((row) => row.email)).toEqual(["kept@example.org", "young@example.org"]);
    // The confirmation mail of the one never confirmed went with it.
    expect(await mailsTo("old@example.org")).toEqual([]);
    expect(await mailsTo("young@example.org")).toHaveLength(1);
  });

  it.skipIf(skip)("lists a person's subscriptions with their consent, and erases them", async () => {
    await confirmed("person@example.org", "de", "sponsorship", "");
    const held = await personData(database.db, "person@example.org");
    expect(held.alerts).toEqual([
      expect.objectContaining({
        dogType: "sponsorship",
        location: "",
        locale: "de",
        origin: origins.de,
        consentText:
          "Ich möchte E-Mails über neue Hunde dieser Auswahl bekommen und habe die Datenschutzerklärung gelesen. Abbestellen kann ich jederzeit mit einem Klick.",
      }),
    ]);
    const erased = await erasePersonData(database.db, { address: "person@example.org", editorId });
    expect(erased.alerts).toBe(1);
    expect(await queryRows(database.db, sql`select 1 from alert_subscriptions`)).toHaveLength(0);
  });
});
