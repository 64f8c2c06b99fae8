import { describe, expect, it } from "vitest";
import { applyTextChanges, placeholdersOf, textLeaves } from "./text-changes";

const catalogue = {
  hero: { title: "Über uns", lead: "Seit 2013" },
  cards: [
    { id: "a", title: "Eins" },
    { id: "b", title: "Zwei" },
  ],
  count: { one: "{count} Hund" },
};

describe("an editor's changes of a page's texts", () => {
  it("replace the texts they name and leave the catalogue as it was", () => {
    const changed = applyTextChanges(catalogue, { "hero.title": "Wer wir sind", "cards.1.title": "Zwo" });
    expect(changed).toEqual({
      ...catalogue,
      hero: { title: "Wer wir sind", lead: "Seit 2013" },
      cards: [
        { id: "a", title: "Eins" },
        { id: "b", title: "Zwo" },
      ],
    });
    expect(catalogue.hero.title).toBe("Über uns");
  });

  it("pass over paths that name no text, and never add or replace anything else", () => {
    expect(applyTextChanges(catalogue, { "hero.gone": "x", cards: "x", "cards.5.title": "x", "__proto__.polluted": "x" })).toEqual(
      catalogue,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("lists every text by its path, leaving out what is skipped", () => {
    expect(textLeaves(catalogue, (path) => path.endsWith(".id"))).toEqual([
      ["hero.title", "Über uns"],
      ["hero.lead", "Seit 2013"],
      ["cards.0.title", "Eins"],
      ["cards.1.title", "Zwei"],
      ["count.one", "{count} Hund"],
    ]);
  });

  it("names the placeholders a text must keep", () => {
    expect(placeholdersOf("Alle Hunde ({count}) von {name}")).toEqual(["count", "name"]);
    expect(placeholdersOf("Keine")).toEqual([]);
  });
});
