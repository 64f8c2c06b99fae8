import { describe, expect, it } from "vitest";
import { aboutTexts } from "~/features/pages/about/texts";
import { parsePageForm, pageTextFields } from "./page-form.server";

describe("a page's texts in the workspace", () => {
  it("lists every text of the page's catalogues in both languages, but no anchors and no FAQ questions", () => {
    const about = pageTextFields("about");
    expect(about[0]).toEqual({ name: "de:about.hero.title", locale: "de", key: "about.hero.title", code: aboutTexts.de.hero.title });
    expect(about.some((field) => field.name === "es:about.team.photoAlt")).toBe(true);
    const donations = pageTextFields("donations").map((field) => field.key);
    expect(donations).toContain("donations.faq.title");
    expect(donations.filter((key) => key.startsWith("donations.faq.items") || key.endsWith(".id"))).toEqual([]);
    expect(pageTextFields("imprint")).toEqual([]);
  });

  it("keeps only what differs from the code, trimmed", () => {
    expect(parsePageForm("about", { "de:about.hero.title": "  Wer wir sind ", "es:about.hero.title": aboutTexts.es.hero.title })).toEqual({
      ok: true,
      data: { texts: { de: { "about.hero.title": "Wer wir sind" } } },
    });
    expect(parsePageForm("about", {})).toEqual({ ok: true, data: { texts: {} } });
  });

  it("refuses an emptied text and one that lost its placeholder, naming each", () => {
    expect(parsePageForm("about", { "de:about.hero.lead": " ", "es:about.team.photoAlt": "Foto" })).toEqual({
      ok: false,
      errors: { "de:about.hero.lead": { code: "required" }, "es:about.team.photoAlt": { code: "placeholders", placeholders: "{name}" } },
    });
  });

  it("takes the legal texts as rich text, and keeps the privacy policy's #youtube section", () => {
    expect(parsePageForm("imprint", { contentDe: "<h2>Impressum</h2>", contentEs: "<p>Aviso</p>" })).toEqual({
      ok: true,
      data: { contentDe: "<h2>Impressum</h2>", contentEs: "<p>Aviso</p>" },
    });
    expect(parsePageForm("privacy", { contentDe: '<h2 id="youtube">Videos</h2>', contentEs: "<h2>Vídeos</h2>" })).toEqual({
      ok: false,
      errors: { contentEs: { code: "anchor", anchor: "youtube" } },
    });
    expect(parsePageForm("imprint", { contentDe: "", contentEs: "x" })).toMatchObject({
      ok: false,
      errors: { contentDe: { code: "required" } },
    });
  });
});
