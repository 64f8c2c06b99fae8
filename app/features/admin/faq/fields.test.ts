import { describe, expect, it } from "vitest";
import { parseFaqEntry } from "./fields";

const posted = (overrides: Record<string, unknown> = {}) => ({
  catalogue: "faq",
  questionDe: "Was kostet eine Adoption?",
  questionEs: "¿Cuánto cuesta adoptar?",
  answerDe: "<p>490 €</p>",
  answerEs: "<p>340 €</p>",
  anchorDe: "kosten",
  anchorEs: "costos",
  displayOrder: "5",
  ...overrides,
});

describe("an FAQ entry's fields", () => {
  it("takes both languages, the catalogue and the position", () => {
    expect(parseFaqEntry(posted({ catalogue: "donations", questionDe: "  Was kostet eine Adoption? " }))).toEqual({
      ok: true,
      fields: {
        catalogue: "donations",
        questionDe: "Was kostet eine Adoption?",
        questionEs: "¿Cuánto cuesta adoptar?",
        answerDe: "<p>490 €</p>",
        answerEs: "<p>340 €</p>",
        anchorDe: "kosten",
        anchorEs: "costos",
        displayOrder: 5,
      },
    });
  });

  it("puts an entry on the FAQ page unless it names its catalogue, and at the end without a position", () => {
    const parsed = parseFaqEntry(posted({ catalogue: "", displayOrder: " " }));
    expect(parsed.ok && parsed.fields).toMatchObject({ catalogue: "faq", displayOrder: null });
    expect(parseFaqEntry(posted({ catalogue: "blog" }))).toEqual({ ok: false, errors: { catalogue: "catalogueInvalid" } });
  });

  it("takes an older version's data as well as a form", () => {
    const parsed = parseFaqEntry(posted({ displayOrder: 3 }));
    expect(parsed.ok && parsed.fields.displayOrder).toBe(3);
  });

  it("needs the question in one language at least, and an answer where there is a question", () => {
    expect(parseFaqEntry(posted({ questionDe: "", questionEs: " " }))).toEqual({
      ok: false,
      errors: { questionDe: "questionRequired", questionEs: "questionRequired" },
    });
    expect(parseFaqEntry(posted({ answerDe: "<p></p>", answerEs: "<p>&nbsp;</p>" }))).toEqual({
      ok: false,
      errors: { answerDe: "answerRequired", answerEs: "answerRequired" },
    });
    // A question in one language only (the German tax receipt): the other side stays empty.
    expect(parseFaqEntry(posted({ questionEs: "", answerEs: "", anchorEs: "" })).ok).toBe(true);
  });

  it("makes anchors slugs, and refuses one that has no letter or digit", () => {
    const parsed = parseFaqEntry(posted({ anchorDe: " Schutzgebühr Übersicht ", anchorEs: "" }));
    expect(parsed.ok && [parsed.fields.anchorDe, parsed.fields.anchorEs]).toEqual(["schutzgebuehr-uebersicht", ""]);
    expect(parseFaqEntry(posted({ anchorEs: "#!" }))).toEqual({ ok: false, errors: { anchorEs: "anchorInvalid" } });
    expect(parseFaqEntry(posted({ anchorDe: "a".repeat(81) }))).toEqual({ ok: false, errors: { anchorDe: "tooLong" } });
  });

  it("refuses a position that is no whole number from 0", () => {
    for (const displayOrder of ["-1", "1.5", "drei"]) {
      expect(parseFaqEntry(posted({ displayOrder }))).toEqual({ ok: false, errors: { displayOrder: "orderInvalid" } });
    }
  });
});
