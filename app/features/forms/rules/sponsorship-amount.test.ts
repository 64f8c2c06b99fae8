import { describe, expect, it } from "vitest";
import { chosenSponsorshipAmount, customAmountCounts, isRequestAmount, parseEuroAmount } from "./sponsorship-amount";

describe("the sponsorship amount", () => {
  it("reads typed euros, with a comma or a point", () => {
    expect(parseEuroAmount("15")).toBe(15);
    expect(parseEuroAmount(" 15,5 ")).toBe(15.5);
    expect(parseEuroAmount("15.5")).toBe(15.5);
    expect(parseEuroAmount("")).toBeUndefined();
    expect(parseEuroAmount(undefined)).toBeUndefined();
    expect(parseEuroAmount("zehn")).toBe("zehn");
    expect(parseEuroAmount("-5")).toBe("-5");
  });

  it("dog page: a typed amount overrides the preset once it is at least 10 €", () => {
    expect(chosenSponsorshipAmount("dogPage", 15, undefined)).toBe(15);
    expect(chosenSponsorshipAmount("dogPage", 15, 25)).toBe(25);
    expect(chosenSponsorshipAmount("dogPage", 15, 10)).toBe(10);
    expect(chosenSponsorshipAmount("dogPage", 15, 9)).toBe(15);
    expect(customAmountCounts("dogPage", 9)).toBe(false);
    expect(customAmountCounts("dogPage", 10)).toBe(true);
  });

  it("no preset is chosen for the visitor: without one the typed amount is the answer, too small or not", () => {
    expect(chosenSponsorshipAmount("dogPage", undefined, 9)).toBe(9);
    expect(chosenSponsorshipAmount("dogPage", undefined, "zehn")).toBe("zehn");
    expect(chosenSponsorshipAmount("dogPage", undefined, undefined)).toBeUndefined();
  });

  it("donations page: any typed amount is the amount; presets or from 30 €", () => {
    expect(chosenSponsorshipAmount("donationsPage", 15, 12)).toBe(12);
    expect(chosenSponsorshipAmount("donationsPage", 15, undefined)).toBe(15);
    expect(customAmountCounts("donationsPage", 12)).toBe(true);
    expect([10, 15, 20, 30, 31, 500].every(isRequestAmount)).toBe(true);
    expect([11, 25, 29].some(isRequestAmount)).toBe(false);
  });
});
