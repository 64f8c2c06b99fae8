import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { FORM_TYPES } from "~/features/forms/schemas/form-types";
import { locales } from "~/i18n/locales";
import { inboxTexts } from "./texts";
import { type ExportedRequest, inboxCsv } from "./inbox-csv";

const received = new Date("2026-11-24T10:05:00Z");

const requests: ExportedRequest[] = [
  {
    id: "0f0e0d0c-0000-4000-8000-000000000001",
    formType: "donation",
    locale: "es",
    status: "in_progress",
    createdAt: received,
    assignee: "Rita Redaktion",
    data: { purpose: "Futter", name: '=HYPERLINK("http://x")', email: "jörg@example.org", amount: 50, message: "Grüße\naus Köln" },
    notes: [
      { at: received, author: "Rita Redaktion", body: "Quittung; schicken" },
      { at: new Date("2026-11-25T08:00:00Z"), author: "ana@example.org", body: "=erledigt" },
    ],
  },
  {
    id: "0f0e0d0c-0000-4000-8000-000000000002",
    formType: "contact",
    locale: "de",
    status: "new",
    createdAt: received,
    assignee: null,
    data: { name: "Ana Núñez", email: "ana@example.org", phone: "+49 170 1234567", message: "Hola" },
    notes: [],
  },
];

/** The file's rows as a spreadsheet program reads them with `delimiter` (after the byte order mark). */
const table = (csv: string, delimiter: string): string[][] => parse(csv.slice(1), { delimiter });

describe("inboxCsv", () => {
  const csv = inboxCsv(requests, { locale: "de", texts: inboxTexts.de, separator: "semicolon" });

  it("starts with the UTF-8 byte order mark, separates columns with semicolons and ends rows with CRLF", () => {
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.split("\r\n")[0]).toBe(
      "\uFEFFReferenz;Eingegangen;Art der Anfrage;Sprache;Status;Zuständig;Hund;Name;E-Mail;Telefon;Nachricht;Verwendungszweck;Betrag in €;Notizen",
    );
  });

  it("separates columns with commas when asked to, the cells the same", () => {
    const commas = inboxCsv(requests, { locale: "de", texts: inboxTexts.de, separator: "comma" });
    expect(commas.split("\r\n")[0]).toMatch(/^\uFEFFReferenz,Eingegangen,/);
    expect(table(commas, ",")).toEqual(table(csv, ";"));
  });

  it("has the common columns, then each exported form's fields, labelled in the workspace's language", () => {
    const rows = table(csv, ";");
    expect(rows[0]).toEqual([
      "Referenz",
      "Eingegangen",
      "Art der Anfrage",
      "Sprache",
      "Status",
      "Zuständig",
      "Hund",
      "Name",
      "E-Mail",
      "Telefon",
      "Nachricht",
      "Verwendungszweck",
      "Betrag in €",
      "Notizen",
    ]);
    expect(rows[1]).toEqual([
      "0f0e0d0c-0000-4000-8000-000000000001",
      "24.11.2026, 11:05",
      "Spende",
      "Spanisch (spanische Website)",
      "In Bearbeitung",
      "Rita Redaktion",
      "",
      '\'=HYPERLINK("http://x")',
      "jörg@example.org",
      "",
      "Grüße\naus Köln",
      "Futter",
      "50,00\u00a0€",
      "24.11.2026, 11:05, Rita Redaktion: Quittung; schicken\n\n25.11.2026, 09:00, ana@example.org: =erledigt",
    ]);
    expect(rows[2]).toEqual([
      "0f0e0d0c-0000-4000-8000-000000000002",
      "24.11.2026, 11:05",
      "Kontakt",
      "Deutsch (deutsche Website)",
      "Neu",
      "",
      "",
      "Ana Núñez",
      "ana@example.org",
      // The phone as typed, kept text by a tab that spreadsheet programs do not show.
      "\t+49 170 1234567",
      "Hola",
      "",
      "",
      "",
    ]);
  });

  it.each(locales)("names every column differently when every form is exported (%s)", (locale) => {
    const everyForm = FORM_TYPES.map((formType, index) => ({
      id: `id-${index}`,
      formType,
      locale,
      status: "new" as const,
      createdAt: received,
      assignee: null,
      data: {},
      notes: [],
    }));
    const [header] = table(inboxCsv(everyForm, { locale, texts: inboxTexts[locale], separator: "semicolon" }), ";");
    expect(header!.length).toBeGreaterThan(30);
    expect(new Set(header).size).toBe(header!.length);
  });
});
