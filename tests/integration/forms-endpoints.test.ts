import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "~/db/client.server";
import { isoDateIn } from "~/platform/time/calendar";
import { earliestEntryMonth } from "~/features/forms/rules/entry-month";
import { maxPictureFormBytes } from "~/features/media/picture-acceptance";
import { formRoutes } from "../../server/forms-routes";
import { rawRequest } from "../support/raw-http";

/**
 * The JSON form endpoints over HTTP: accepted submissions, the error
 * messages in the request's language, and hostile input answered with a 400
 * (never a 500, never a stored row).
 */

let handle: DatabaseHandle;
let server: Server;
let base: string;

function start(ratePerMinute: number) {
  const app = express();
  app.use((req, res, next) => {
    res.locals.locale = req.headers["x-test-locale"] === "es" ? "es" : "de";
    // What server/workspace.ts finds for a valid session cookie.
    if (req.headers["x-test-editor"])
      res.locals.editor = { id: "e", email: "editor@example.org", shownAs: "editor@example.org", sessionId: "s" };
    next();
  });
  app.use(formRoutes({ database: async () => handle.db, ratePerMinute }));
  app.post(["/kontakt", "/hunde-alarm/abbestellen"], (_req, res) => void res.status(204).end());
  app.post(["/admin/posts/new", "/admin/login"], (req, res) => void req.resume().on("end", () => res.status(204).end()));
  return new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
}

beforeAll(async () => {
  handle = await openDatabase({ pgliteDir: "memory://" });
  server = await start(10_000);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});
beforeEach(async () => {
  // The form limit is counted in the database: every test starts with no posts counted.
  await handle.db.execute(sql`truncate outbox_messages, form_submissions, rate_limits cascade`);
});

const storedCount = async () => Number((await queryRows<{ n: string }>(handle.db, sql`select count(*) as n from form_submissions`))[0]?.n);

const post = (path: string, body: string | object, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const adoption = {
  dog: "Bruno",
  name: "Maria Muster",
  email: "maria@example.org",
  phone: "+49 170 1234567",
  livingSituation: "Haus mit Garten am Stadtrand.",
  experience: "Zwei Hunde in zwanzig Jahren.",
  message: "Bruno wäre bei uns sehr willkommen!",
  privacyAccepted: true,
  website: "",
};

const membership = {
  membershipType: "supporting",
  salutation: "male",
  firstName: "Jonas",
  lastName: "Muster",
  birthday: "1985-02-03",
  street: "Calle Mayor 1",
  postalCode: "12580",
  city: "Benicarló",
  country: "España",
  email: "jonas@example.org",
  phone: "",
  mobile: "+34 612 345 678",
  entryDate: earliestEntryMonth(isoDateIn(new Date())),
  paymentInterval: "annual",
  locale: "es",
};

describe("POST /api/send-form-email", () => {
  it("accepts a valid request and stores it with its mail and the visitor's receipt", async () => {
    const response = await post("/api/send-form-email", { formType: "adoption", locale: "de", data: adoption });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const rows = await queryRows<{ id: string; to_address: string; subject: string }>(
      handle.db,
      sql`select s.id, o.to_address, o.subject from form_submissions s join outbox_messages o on o.submission_id = s.id`,
    );
    expect(rows.sort((a, b) => a.to_address.localeCompare(b.to_address))).toEqual([
      { id: body.id, to_address: "info@hundehilfe-example.de", subject: "Adoptionsanfrage für Bruno" },
      { id: body.id, to_address: "maria@example.org", subject: "Wir haben deine Adoptionsanfrage für Bruno erhalten" },
    ]);
  });

  it("answers field errors in the locale of the body", async () => {
    const response = await post("/api/send-form-email", {
      formType: "adoption",
      locale: "es",
      data: { ...adoption, name: "A", privacyAccepted: false },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Por favor, revisa los datos introducidos.",
      fieldErrors: {
        name: ["El nombre debe tener al menos 2 caracteres"],
        privacyAccepted: ["Debes aceptar la política de privacidad"],
      },
    });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await post("/api/send-form-email", {
      formType: "adoption",
      locale: "de",
      data: { ...adoption, website: "http://spam" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, id: expect.any(String) });
    expect(await storedCount()).toBe(0);
  });

  it("answers a request stuffed with links like a success: stored as spam, no mail", async () => {
    const links = "Cheap offers https://a.example.com https://b.example.com https://c.example.com";
    const response = await post("/api/send-form-email", { formType: "adoption", locale: "de", data: { ...adoption, message: links } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await queryRows(handle.db, sql`select id, spam_reason from form_submissions`)).toEqual([{ id: body.id, spam_reason: "links" }]);
    expect(await queryRows(handle.db, sql`select id from outbox_messages`)).toEqual([]);
  });

  it("stores text PostgreSQL cannot hold (lone surrogates, NUL) with U+FFFD in its place instead of failing", async () => {
    const response = await post("/api/send-form-email", {
      formType: "adoption",
      locale: "de",
      data: { ...adoption, name: "Maria \uD83D Muster", message: "Bruno \uDC15 wäre\u0000 bei uns sehr willkommen!" },
    });
    expect(response.status).toBe(200);
    const [row] = await queryRows<{ data: { name: string; message: string } }>(handle.db, sql`select data from form_submissions`);
    expect(row?.data.name).toBe("Maria \uFFFD Muster");
    expect(row?.data.message).toBe("Bruno \uFFFD wäre\uFFFD bei uns sehr willkommen!");
    const membershipResponse = await post("/api/submit-membership", { ...membership, city: "Benicarl\uD800", locale: "es" });
    expect(membershipResponse.status).toBe(200);
  });

  it.each([
    ["malformed JSON", '{"formType": "adoption", "data": {', { error: "Die Anfrage konnte nicht gelesen werden.", fieldErrors: {} }],
    ["a JSON array", "[1,2]", { error: "Die Anfrage konnte nicht gelesen werden.", fieldErrors: {} }],
    [
      "an unknown formType",
      { formType: "newsletter", data: adoption },
      { error: "Bitte überprüfe deine Eingaben.", fieldErrors: { formType: ["Unbekannter Formulartyp"] } },
    ],
    [
      "membership on this endpoint",
      { formType: "membership", data: membership },
      { error: "Bitte überprüfe deine Eingaben.", fieldErrors: { formType: ["Unbekannter Formulartyp"] } },
    ],
    [
      "data that is no object",
      { formType: "contact", data: "hello" },
      { error: "Bitte überprüfe deine Eingaben.", fieldErrors: { data: ["Ungültiger Wert"] } },
    ],
    [
      "missing fields",
      { formType: "contact", data: { name: "Maria" } },
      {
        error: "Bitte überprüfe deine Eingaben.",
        fieldErrors: {
          email: ["Ungültige E-Mail-Adresse"],
          message: ["Nachricht muss mindestens 20 Zeichen lang sein"],
          privacyAccepted: ["Du musst die Datenschutzerklärung akzeptieren"],
        },
      },
    ],
    [
      "wrong types",
      { formType: "sponsorship", data: { dogName: ["Bruno"], yourName: 7, email: "m@example.org", amount: "15", publishName: "yes" } },
      {
        error: "Bitte überprüfe deine Eingaben.",
        fieldErrors: {
          dogName: ["Ungültiger Wert"],
          yourName: ["Ungültiger Wert"],
          amount: ["Bitte gib einen gültigen Betrag ein"],
          publishName: ["Ungültiger Wert"],
        },
      },
    ],
    [
      "very long strings, control characters and script",
      {
        formType: "adoption",
        data: { ...adoption, name: "x".repeat(20_000), phone: "+49\u0007170 123", message: "<script>alert('x')</script> und mehr Text" },
      },
      {
        error: "Bitte überprüfe deine Eingaben.",
        fieldErrors: {
          name: ["Name darf maximal 100 Zeichen lang sein"],
          phone: ["Enthält ungültige Zeichen"],
          message: ["HTML-Code ist nicht erlaubt"],
        },
      },
    ],
  ])("refuses %s with a 400 and stores nothing", async (_case, body, expected) => {
    const response = await post("/api/send-form-email", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expected);
    expect(await storedCount()).toBe(0);
  });

  it("property: a body nested deeper than five levels is a 400 before anything walks it, at any depth", async () => {
    const nestedBody = (extra: number) => `{"formType":"contact","data":${"[".repeat(extra)}1${"]".repeat(extra)}}`;
    // A form's body nests 2 deep (the body, its data); this one nests 1 + extra deep; 16,000 fill the body limit.
    const deep = await post("/api/send-form-email", nestedBody(16_000));
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({ error: "Die Anfrage konnte nicht gelesen werden.", fieldErrors: {} });
    const membership = await post("/api/submit-membership", `{"locale":"es","city":${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}}`);
    expect(membership.status).toBe(400);
    expect(await membership.json()).toEqual({ error: "No se pudo leer la solicitud.", fieldErrors: {} });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 16_000 }), async (extra) => {
        const response = await post("/api/send-form-email", nestedBody(extra));
        expect(response.status).toBe(400);
        // Up to the bound the body is read and its data refused as a form's; beyond it, refused unread.
        expect((await response.json()).error).toBe(
          1 + extra > 5 ? "Die Anfrage konnte nicht gelesen werden." : "Bitte überprüfe deine Eingaben.",
        );
      }),
      { numRuns: 40, examples: [[0], [3], [4], [5000]] },
    );
    expect(await storedCount()).toBe(0);
  });

  it("refuses a body over the limit", async () => {
    const response = await post("/api/send-form-email", { formType: "contact", data: { message: "x".repeat(40_000) } });
    expect(response.status).toBe(413);
    expect(await storedCount()).toBe(0);
  });

  it("property: arbitrary JSON never causes a 500 or a stored row unless it is a valid submission", async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    const body = fc.record(
      {
        formType: fc.oneof(fc.constantFrom("adoption", "sponsorship", "foster_home", "contact", "donation", "membership"), fc.string()),
        locale: fc.constantFrom("de", "es", "fr", undefined),
        data: fc.oneof(
          fc.dictionary(fc.constantFrom("name", "email", "message", "amount", "dogName", "website", "extra"), field),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await storedCount();
        const response = await post("/api/send-form-email", payload);
        expect([200, 400]).toContain(response.status);
        const answer = await response.json();
        if (response.status === 400) {
          expect(await storedCount()).toBe(before);
          expect(
            Object.values(answer.fieldErrors)
              .flat()
              .every((message) => typeof message === "string" && message !== "Invalid input"),
          ).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("POST /api/submit-membership", () => {
  it("accepts the membership fields plus locale and stores the entry month as its first day", async () => {
    const response = await post("/api/submit-membership", membership);
    expect(response.status).toBe(200);
    const [row] = await queryRows<{ form_type: string; locale: string; data: { entryDate: string; country: string } }>(
      handle.db,
      sql`select form_type, locale, data from form_submissions`,
    );
    expect(row).toMatchObject({
      form_type: "membership",
      locale: "es",
      data: { entryDate: `${membership.entryDate}-01`, country: "España" },
    });
  });

  it("answers the final recheck's messages", async () => {
    const response = await post("/api/submit-membership", {
      ...membership,
      mobile: "",
      firstName: "",
      locale: "de",
      country: "Deutschland",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Bitte überprüfe deine Eingaben.",
      fieldErrors: {
        firstName: ["Bitte fülle alle Pflichtfelder aus."],
        phone: ["Bitte geben Sie mindestens eine Telefonnummer (Telefon oder Mobil) an."],
      },
    });
  });
});

describe("methods of the endpoints", () => {
  it.each(["/api/send-form-email", "/api/submit-membership"])("%s takes POST only: 405 with Allow, OPTIONS 204", async (path) => {
    for (const method of ["GET", "HEAD", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("POST, OPTIONS");
    }
    const options = await fetch(`${base}${path}`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await storedCount()).toBe(0);
  });
});

/** A server of its own with a form limit of `ratePerMinute`, for `test` (its base URL). */
async function withLimit(ratePerMinute: number, test: (url: string) => Promise<void>) {
  const limited = await start(ratePerMinute);
  try {
    await test(`http://127.0.0.1:${(limited.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => limited.close(resolve));
  }
}

describe("rate limiting and page posts", () => {
  it("limits form posts per client and minute on the endpoints and the pages together", async () => {
    await withLimit(3, async (url) => {
      const send = () =>
        fetch(`${url}/api/send-form-email`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
      expect((await send()).status).toBe(400);
      expect((await fetch(`${url}/kontakt`, { method: "POST", body: "a=b" })).status).toBe(204);
      expect((await send()).status).toBe(400);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: "Zu viele Anfragen. Bitte warte eine Minute und versuche es dann erneut." });
      const page = await fetch(`${url}/kontakt`, { method: "POST", body: "a=b", headers: { "x-test-locale": "es" } });
      expect(page.status).toBe(429);
      expect(await page.text()).toBe("Demasiadas solicitudes. Por favor, espera un minuto y vuelve a intentarlo.");
      expect((await fetch(`${url}/kontakt`)).status).not.toBe(429);
    });
  });

  it("limits workspace posts without a session as a visitor's, never a signed-in editor's", async () => {
    await withLimit(2, async (url) => {
      const signIn = () => fetch(`${url}/admin/login`, { method: "POST", body: "email=a%40example.org" });
      expect((await signIn()).status).toBe(204);
      expect((await signIn()).status).toBe(204);
      expect((await signIn()).status).toBe(429);
      const editor = { "x-test-editor": "yes" };
      for (let n = 0; n < 3; n++)
        expect((await fetch(`${url}/admin/posts/new`, { method: "POST", body: "a=b", headers: editor })).status).toBe(204);
    });
  });

  it("never limits the one-click unsubscribing of an alert mail (mail providers post it from shared addresses)", async () => {
    await withLimit(1, async (url) => {
      expect((await fetch(`${url}/kontakt`, { method: "POST", body: "a=b" })).status).toBe(204);
      for (let n = 0; n < 3; n++) {
        const oneClick = await fetch(`${url}/hunde-alarm/abbestellen?token=t${n}`, { method: "POST", body: "List-Unsubscribe=One-Click" });
        expect(oneClick.status).toBe(204);
      }
      expect((await fetch(`${url}/kontakt`, { method: "POST", body: "a=b" })).status).toBe(429);
    });
  });

  it("counts posts only: other methods never reach a form", async () => {
    await withLimit(1, async (url) => {
      for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) expect((await fetch(`${url}/kontakt`, { method })).status).not.toBe(429);
      expect((await fetch(`${url}/kontakt`, { method: "POST", body: "a=b" })).status).toBe(204);
      expect((await fetch(`${url}/kontakt`, { method: "POST", body: "a=b" })).status).toBe(429);
    });
  });

  it("refuses oversized page posts before they are read", async () => {
    const response = await fetch(`${base}/kontakt`, { method: "POST", body: `message=${"x".repeat(70_000)}` });
    expect(response.status).toBe(413);
  });

  it("lets a signed-in editor's workspace post carry pictures, and refuses a larger body before it is read", async () => {
    const editor = { "x-test-editor": "yes" };
    const picture = new FormData();
    picture.append("image", new Blob([new Uint8Array(20 * 1024 * 1024)]), "foto.jpg");
    expect((await fetch(`${base}/admin/posts/new`, { method: "POST", body: picture, headers: editor })).status).toBe(204);
    const declared = (length: number, headers: Record<string, string> = {}) =>
      rawRequest((server.address() as AddressInfo).port, {
        method: "POST",
        path: "/admin/posts/new",
        host: "localhost",
        headers: { ...headers, "content-length": String(length) },
      });
    expect((await declared(maxPictureFormBytes + 1, editor)).status).toBe(413);
    expect((await fetch(`${base}/kontakt`, { method: "POST", body: picture })).status).toBe(413);
  });

  it("takes no more from a workspace post without a session than from a visitor's form", async () => {
    const post = (body: string) =>
      fetch(`${base}/admin/login`, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect((await post(`email=${"x".repeat(60_000)}`)).status).toBe(204);
    expect((await post(`email=${"x".repeat(70_000)}`)).status).toBe(413);
    const picture = new FormData();
    picture.append("image", new Blob([new Uint8Array(1024 * 1024)]), "foto.jpg");
    expect((await fetch(`${base}/admin/posts/new`, { method: "POST", body: picture })).status).toBe(413);
  });
});
