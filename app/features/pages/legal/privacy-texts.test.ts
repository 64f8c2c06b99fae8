import { describe, expect, it } from "vitest";
import { formatLongDate } from "~/features/content/dates";
import { format } from "~/i18n/format";
import { locales } from "~/i18n/locales";
import { imprintTexts } from "./imprint-texts";
import { INSIGHTS_SECTION_HEADING, privacyTexts } from "./privacy-texts";

const text = (content: unknown) => JSON.stringify(content);

describe("legal texts", () => {
  it("dates the privacy policy in the long form of each language", () => {
    expect(format(privacyTexts.de.dateLine, { date: formatLongDate("2026-11-21", "de") })).toBe("Stand: 21. November 2026");
    expect(format(privacyTexts.es.dateLine, { date: formatLongDate("2026-11-21", "es") })).toBe(
      "Última actualización: 21 de noviembre de 2026",
    );
  });

  it.each(locales)("names every processing the site does (%s)", (locale) => {
    const policy = text(privacyTexts[locale]);
    for (const fact of ["cookie-consent", "365", "youtube-nocookie.com", "IP"]) expect(policy).toContain(fact);
    expect(policy).toMatch(/Postausgang|bandeja de salida/);
    expect(policy).toMatch(/Local Storage|almacenamiento local/);
    expect(policy).toMatch(/User-Agent|user agent/);
    expect(privacyTexts[locale].sections.map((section) => section.id)).toContain("youtube");
  });

  it.each(locales)("says what the visit statistics count, that they need no consent, and how long the sums are kept (%s)", (locale) => {
    const section = privacyTexts[locale].sections.find((found) => found.heading === INSIGHTS_SECTION_HEADING[locale]);
    const said = text(section);
    expect(said).toMatch(/Hashwert|hash/);
    expect(said).toMatch(/Do Not Track/);
    expect(said).toMatch(/Global Privacy Control/);
    expect(said).toMatch(/keine Einwilligung|no necesita consentimiento/);
    expect(said).toMatch(/2 Jahren|2 años/);
  });

  it("titles the imprint Impressum in German and Aviso Legal in Spanish", () => {
    expect(imprintTexts.de.title).toBe("Impressum");
    expect(imprintTexts.es.title).toBe("Aviso Legal");
  });

  it("has the imprint headings the law asks for", () => {
    const headings = imprintTexts.de.sections.map((section) => section.heading);
    expect(headings).toContain("Angaben gemäß § 5 DDG");
    expect(headings).toContain("Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV");
    expect(headings).toContain("EU-Streitschlichtung");
    expect(text(imprintTexts.es)).toContain("LSSI-CE");
  });
});
