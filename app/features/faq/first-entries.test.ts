import { describe, expect, it } from "vitest";
import { faqAnchorTexts } from "~/features/pages/faq/anchor-texts";
import { locales } from "~/i18n/locales";
import { firstEntries, firstEntryRows } from "./first-entries";

/** A catalogue's questions in one language, in their order. */
const questions = (catalogue: keyof typeof firstEntries, locale: "de" | "es") =>
  firstEntries[catalogue].flatMap((entry) => (entry[locale] ? [entry[locale]] : []));
const text = (content: unknown) => JSON.stringify(content);
const handoverPoints = ["Freiburg", "Karlsruhe", "Frankfurt", "Köln", "Dortmund", "Hannover", "Seevetal bei Hamburg", "Berlin"];

describe("the FAQ page's first entries", () => {
  it("has 24 German and 23 Spanish questions", () => {
    expect(questions("faq", "de")).toHaveLength(24);
    expect(questions("faq", "es")).toHaveLength(23);
  });

  it.each(locales)("gives every %s question a unique slug as anchor", (locale) => {
    const anchors = questions("faq", locale).map((question) => question.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has the anchors other pages link to", () => {
    expect(faqAnchorTexts.de).toEqual({ whySpain: "warum-spanien", preCheck: "vorkontrolle", contract: "schutzvertrag", costs: "kosten" });
    expect(faqAnchorTexts.es).toEqual({
      whySpain: "por-que-espana",
      preCheck: "control-previo",
      contract: "contrato-proteccion",
      costs: "costos",
    });
    for (const locale of locales) {
      const anchors = questions("faq", locale).map((question) => question.anchor);
      for (const anchor of Object.values(faqAnchorTexts[locale])) expect(anchors).toContain(anchor);
    }
  });

  it("states the fees: 490 € and 340 € in German, only 340 € in Spanish", () => {
    const costs = (locale: "de" | "es") =>
      questions("faq", locale)
        .find((question) => question.anchor === faqAnchorTexts[locale].costs)
        ?.answer.join(" ");
    expect(costs("de")).toContain("490 €");
    expect(costs("de")).toContain("340 €");
    expect(costs("es")).toContain("340 €");
    expect(text(questions("faq", "es"))).not.toContain("490");
  });

  it("names the durations and (German) the handover points", () => {
    expect(text(questions("faq", "de"))).toContain("2-4 Wochen");
    expect(text(questions("faq", "de"))).toContain("ca. 1-1,5 Tage");
    expect(text(questions("faq", "es"))).toContain("1-2 semanas");
    for (const point of handoverPoints) expect(text(questions("faq", "de"))).toContain(point);
  });

  it("pairs the two languages' questions by meaning, each language in the spec's order", () => {
    const handover = firstEntries.faq.find((entry) => entry.de?.anchor === "uebergabe");
    expect(handover?.es?.anchor).toBe("recogida");
    expect(firstEntries.faq.find((entry) => entry.de?.anchor === "transport")?.es).toBeUndefined();
    expect(firstEntries.faq.find((entry) => entry.es?.anchor === "visita")?.de).toBeUndefined();
    expect(firstEntries.faq.at(-1)?.de?.anchor).toBe("spendenquittung");
    expect(firstEntries.faq.at(-1)?.es).toBeUndefined();
  });
});

describe("the adoption FAQ's first entries", () => {
  it.each(locales)("has 12 different questions with answers in %s", (locale) => {
    const items = questions("adoption", locale);
    expect(items).toHaveLength(12);
    for (const item of items) expect(item.answer.join("").length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.question)).size).toBe(12);
  });

  it("states the German and the Spanish facts each in its own language", () => {
    expect(text(questions("adoption", "de"))).toContain("490 €");
    for (const point of handoverPoints) expect(text(questions("adoption", "de"))).toContain(point);
    expect(text(questions("adoption", "es"))).toContain("340 €");
    expect(text(questions("adoption", "es"))).not.toContain("490");
  });
});

describe("the donations FAQ's first entries", () => {
  it("has 8 German and 7 Spanish questions, the tax receipt in German only", () => {
    expect(questions("donations", "de")).toHaveLength(8);
    expect(questions("donations", "es")).toHaveLength(7);
    expect(firstEntries.donations.at(-1)).toEqual({ de: expect.objectContaining({ anchor: "spendenquittung" }) });
  });
});

describe("the first entries as rows", () => {
  it("numbers each catalogue from 0, an empty question where a language has none, answers as escaped paragraphs", () => {
    const rows = firstEntryRows();
    expect(rows).toHaveLength(25 + 12 + 8);
    expect(rows.filter((row) => row.catalogue === "donations").map((row) => row.displayOrder)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const receipt = rows.find((row) => row.catalogue === "faq" && row.anchorDe === "spendenquittung");
    expect(receipt).toMatchObject({ questionEs: "", answerEs: "", anchorEs: "" });
    expect(receipt?.answerDe).toBe(
      "<p>Für Spenden bis 300 € genügt dem Finanzamt dein Kontoauszug als Nachweis. Für höhere Beträge stellen wir dir gerne eine Zuwendungsbestätigung aus – schreib uns dazu eine E-Mail mit deiner Anschrift.</p>",
    );
    const costs = rows.find((row) => row.anchorDe === "kosten");
    expect(costs?.answerDe.match(/<p>/g)).toHaveLength(3);
    expect(rows.every((row) => !/<(?!\/?p>)/.test(row.answerDe + row.answerEs))).toBe(true);
  });
});
