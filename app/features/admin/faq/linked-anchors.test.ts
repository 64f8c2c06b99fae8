import { describe, expect, it } from "vitest";
import type { FaqFields } from "./fields";
import { linkedAnchorErrors, linkedAnchors } from "./linked-anchors";

const costs = { catalogue: "faq", anchorDe: "kosten", anchorEs: "costos" } as const;
const fields = (overrides: Partial<FaqFields> = {}): FaqFields => ({
  ...costs,
  questionDe: "Was kostet eine Adoption?",
  questionEs: "¿Cuánto cuesta adoptar?",
  answerDe: "<p>490 €</p>",
  answerEs: "<p>340 €</p>",
  displayOrder: 5,
  ...overrides,
});

describe("the anchors other pages link to", () => {
  it("are the FAQ page's anchors of anchor-texts.ts, per language", () => {
    expect(linkedAnchors(costs)).toEqual({ de: "kosten", es: "costos" });
    expect(linkedAnchors({ catalogue: "faq", anchorDe: "warum-spanien", anchorEs: "proceso" })).toEqual({ de: "warum-spanien" });
    // The same words elsewhere are no link target: the links go to the FAQ page.
    expect(linkedAnchors({ ...costs, catalogue: "adoption" })).toEqual({});
    expect(linkedAnchors({ catalogue: "faq", anchorDe: "costos", anchorEs: "kosten" })).toEqual({});
  });

  it("stay as they are on the FAQ page, with their questions", () => {
    expect(linkedAnchorErrors(costs, fields({ questionDe: "Was kostet es?", answerEs: "<p>Nada</p>", displayOrder: 0 }))).toEqual({});
    expect(linkedAnchorErrors(costs, fields({ anchorDe: "preise" }))).toEqual({ anchorDe: "anchorLinked" });
    expect(linkedAnchorErrors(costs, fields({ catalogue: "adoption", questionEs: "", anchorEs: "" }))).toEqual({
      catalogue: "catalogueLinked",
      anchorEs: "anchorLinked",
      questionEs: "questionLinked",
    });
  });

  it("leave every other entry free", () => {
    const other = { catalogue: "faq", anchorDe: "welpen", anchorEs: "" } as const;
    expect(linkedAnchorErrors(other, fields({ catalogue: "donations", anchorDe: "", questionDe: "" }))).toEqual({});
  });
});
