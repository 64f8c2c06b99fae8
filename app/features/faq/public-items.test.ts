import { describe, expect, it } from "vitest";
import type { FaqEntryData } from "./entry";
import { publicFaqItems } from "./public-items";

const entry = (id: string, data: Partial<FaqEntryData>): FaqEntryData & { id: string } => ({
  id,
  catalogue: "faq",
  questionDe: "",
  questionEs: "",
  answerDe: "",
  answerEs: "",
  anchorDe: "",
  anchorEs: "",
  displayOrder: 0,
  ...data,
});

const entries = [
  entry("3", { questionDe: "Spendenquittung?", answerDe: "<p>Ja.</p>", anchorDe: "spendenquittung", displayOrder: 2 }),
  entry("1", {
    questionDe: "Kosten?",
    questionEs: "¿Costos?",
    answerDe: "<p>490 €</p>",
    answerEs: "<p>340 €</p>",
    anchorDe: "kosten",
    anchorEs: "costos",
  }),
  entry("2", { questionDe: "Ohne Anker?", questionEs: "¿Sin ancla?", answerDe: "<p>A</p>", answerEs: "<p>B</p>", displayOrder: 1 }),
  entry("4", { catalogue: "donations", questionDe: "Teaming?", questionEs: "¿Teaming?", answerDe: "<p>1 €</p>", answerEs: "<p>1 €</p>" }),
];

describe("a catalogue's questions on its page", () => {
  it("lists the catalogue's entries in their order, with their anchors as ids", () => {
    expect(publicFaqItems(entries, "faq", "de")).toEqual([
      { id: "kosten", question: "Kosten?", answerHtml: "<p>490 €</p>" },
      { question: "Ohne Anker?", answerHtml: "<p>A</p>" },
      { id: "spendenquittung", question: "Spendenquittung?", answerHtml: "<p>Ja.</p>" },
    ]);
    expect(publicFaqItems(entries, "donations", "es")).toEqual([{ question: "¿Teaming?", answerHtml: "<p>1 €</p>" }]);
  });

  it("leaves out an entry without a question in the language", () => {
    expect(publicFaqItems(entries, "faq", "es").map((item) => item.question)).toEqual(["¿Costos?", "¿Sin ancla?"]);
    expect(publicFaqItems([entry("5", { questionEs: "  ", answerEs: "<p>x</p>" })], "faq", "es")).toEqual([]);
  });
});
