import { describe, expect, it } from "vitest";
import { cardsPerStep, moreCardsSearch, shownLimitFrom } from "./list-window";

describe("the dog list's window", () => {
  it.each([
    ["", cardsPerStep],
    ["show=0", cardsPerStep],
    ["show=-96", cardsPerStep],
    ["show=abc", cardsPerStep],
    ["show=1.5", cardsPerStep],
    ["show=48", 48],
    ["show=96", 96],
    ["show=50", 96],
    ["show=1000", 1008],
  ])("shows %j as %d cards", (query, limit) => expect(shownLimitFrom(new URLSearchParams(query))).toBe(limit));

  it("links one step further, keeping the filters", () => {
    expect(moreCardsSearch(new URLSearchParams("q=luna&type=adoption"), 48)).toBe("?q=luna&type=adoption&show=96");
    expect(moreCardsSearch(new URLSearchParams("type=hospice&show=96"), 96)).toBe("?type=hospice&show=144");
  });
});
