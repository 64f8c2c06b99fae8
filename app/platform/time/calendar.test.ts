import { describe, expect, it } from "vitest";
import { isoDateIn, isoMonth, parseIsoDate, parseIsoMonth, requireIsoDate } from "./calendar";

describe("the forms' calendar", () => {
  it("parses real dates only", () => {
    expect(parseIsoDate("2008-02-29")).toEqual({ year: 2008, month: 2, day: 29 });
    expect(parseIsoDate("2007-02-29")).toBeUndefined();
    expect(parseIsoDate("2024-04-31")).toBeUndefined();
    expect(parseIsoDate("2024-13-01")).toBeUndefined();
    expect(parseIsoDate("24-01-01")).toBeUndefined();
    expect(parseIsoDate("2024-1-1")).toBeUndefined();
    expect(() => requireIsoDate("2024-1-1")).toThrow("not an ISO date: 2024-1-1");
  });

  it("parses a month from YYYY-MM or a full date, and writes YYYY-MM", () => {
    expect(parseIsoMonth("2026-12")).toEqual({ year: 2026, month: 12 });
    expect(parseIsoMonth("2026-12-15")).toEqual({ year: 2026, month: 12 });
    expect(parseIsoMonth("2026-13")).toBeUndefined();
    expect(isoMonth({ year: 2027, month: 1 })).toBe("2027-01");
  });

  it("today is the date in the association's time zone", () => {
    expect(isoDateIn(new Date("2026-12-31T22:59:59Z"))).toBe("2026-12-31");
    expect(isoDateIn(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });
});
