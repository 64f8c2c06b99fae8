import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { FORM_TYPES } from "~/features/forms/schemas/form-types";
import { locales } from "~/i18n/locales";
import { workspaceTexts } from "../texts";
import { inboxCsv } from "./inbox-csv";

const received = new Date("2026-11-24T10:05:00Z");

describe("inboxCsv", () => {
  const csv = inboxCsv(
    [
      {
        id: "0f0e0d0c-0000-4000-8000-000000000001",
        formType: "donation",
        locale: "es",
        status: "in_progress",
        createdAt: received,
        assigneeEmail: "redaktion@example.org",
        data: { purpose: "Futter", name: '=HYPERLINK("http://x")', email: "jörg@example.org", amount: 50, message: "Grüße\naus Köln" },
      },
      {
        id: "0f0e0d0c-0000-4000-8000-000000000002",
        formType: "contact",
        locale: "de",
        status: "new",
        createdAt: received,
        assigneeEmail: null,
        data: { name: "Ana Núñez", email: "ana@example.org", phone: "+34 600 000 000", message: "Hola" },
      },
    ],
    { locale: "de", texts: workspaceTexts.de.inbox },
  );

  it("starts with the UTF-8 byte order mark and ends rows with CRLF", () => {
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain("\r\n");
  });

  it("has the common columns, then each exported form's fields, labelled in the workspace's language", () => {
    const rows: string[][] = parse(csv.slice(1));
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
    ]);
    expect(rows[1]).toEqual([
      "0f0e0d0c-0000-4000-8000-000000000001",
      "24.11.2026, 11:05",
      "Spende",
      "Spanisch (spanische Website)",
      "In Bearbeitung",
      "redaktion@example.org",
      "",
      '\'=HYPERLINK("http://x")',
      "jörg@example.org",
      "",
      "Grüße\naus Köln",
      "Futter",
      "50,00\u00a0€",
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
      "'+34 600 000 000",
      "Hola",
      "",
      "",
    ]);
  });

  it.each(locales)("names every column differently when every form is exported (%s)", (locale) => {
    const requests = FORM_TYPES.map((formType, index) => ({
      id: `id-${index}`,
      formType,
      locale,
      status: "new" as const,
      createdAt: received,
      assigneeEmail: null,
      data: {},
    }));
    const [header] = parse(inboxCsv(requests, { locale, texts: workspaceTexts[locale].inbox }).slice(1)) as string[][];
    expect(header!.length).toBeGreaterThan(30);
    expect(new Set(header).size).toBe(header!.length);
  });
});
