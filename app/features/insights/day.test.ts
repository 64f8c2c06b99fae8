import { describe, expect, it } from "vitest";
import { dayAfter, daysBetween, insightsDay, isDay } from "./day";

describe("counting days", () => {
  it("are the association's days (Berlin), not UTC's", () => {
    expect(insightsDay(new Date("2026-11-28T22:59:00Z"))).toBe("2026-11-28");
    expect(insightsDay(new Date("2026-11-28T23:00:00Z"))).toBe("2026-11-29");
    expect(insightsDay(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
    expect(insightsDay(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });

  it("count forwards and backwards", () => {
    expect(dayAfter("2026-12-31", 1)).toBe("2027-01-01");
    expect(dayAfter("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-11-01", "2026-11-30")).toBe(30);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-02-28")).toBe(true);
  });
});
