import { describe, expect, it } from "vitest";
import { earliestEntryMonth, entryDateOf, isAllowedEntryMonth } from "./entry-month";

describe("the membership entry month", () => {
  it("is at the earliest the next month, across the year end", () => {
    expect(earliestEntryMonth("2026-11-21")).toBe("2026-12");
    expect(earliestEntryMonth("2026-12-31")).toBe("2027-01");
    expect(earliestEntryMonth("2026-01-01")).toBe("2026-02");
    expect(isAllowedEntryMonth({ year: 2026, month: 12 }, "2026-11-30")).toBe(true);
    expect(isAllowedEntryMonth({ year: 2027, month: 3 }, "2026-11-30")).toBe(true);
    expect(isAllowedEntryMonth({ year: 2026, month: 11 }, "2026-11-01")).toBe(false);
    expect(isAllowedEntryMonth({ year: 2026, month: 12 }, "2026-12-01")).toBe(false);
  });

  it("is stored as the first day of the month", () => {
    expect(entryDateOf({ year: 2027, month: 1 })).toBe("2027-01-01");
    expect(entryDateOf({ year: 2026, month: 12 })).toBe("2026-12-01");
  });
});
