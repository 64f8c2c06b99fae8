import { describe, expect, it } from "vitest";
import { ageOn, firstOfMonth, isoDateIn, latestAdultBirthday, nextMonth, parseIsoDate, parseIsoMonth } from "./dates";

const date = (iso: string) => {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new Error(iso);
  return parsed;
};

describe("calendar rules of the membership form", () => {
  it("parses real dates only", () => {
    expect(parseIsoDate("2008-02-29")).toEqual({ year: 2008, month: 2, day: 29 });
    expect(parseIsoDate("2007-02-29")).toBeUndefined();
    expect(parseIsoDate("2024-04-31")).toBeUndefined();
    expect(parseIsoDate("2024-13-01")).toBeUndefined();
    expect(parseIsoDate("24-01-01")).toBeUndefined();
    expect(parseIsoDate("2024-1-1")).toBeUndefined();
  });

  it("age: the year difference, one less while the birth month is not reached (spec 2 §5)", () => {
    expect(ageOn(date("2008-11-21"), date("2026-11-21"))).toBe(18);
    // In the birth month itself the month is reached, whatever the day.
    expect(ageOn(date("2008-11-22"), date("2026-11-21"))).toBe(18);
    expect(ageOn(date("2008-12-01"), date("2026-11-21"))).toBe(17);
    expect(ageOn(date("2008-10-31"), date("2026-11-21"))).toBe(18);
    expect(ageOn(date("2008-02-29"), date("2026-02-28"))).toBe(18);
    expect(ageOn(date("2008-03-01"), date("2026-02-28"))).toBe(17);
    expect(ageOn(date("2008-02-29"), date("2026-03-01"))).toBe(18);
  });

  it("the birthday input's maximum is today minus 18 years", () => {
    expect(latestAdultBirthday("2026-11-21")).toBe("2008-11-21");
    expect(latestAdultBirthday("2028-02-29")).toBe("2010-02-28");
    expect(latestAdultBirthday("2026-01-01")).toBe("2008-01-01");
  });

  it("entry month: the next month, across the year end", () => {
    expect(nextMonth("2026-11-21")).toBe("2026-12");
    expect(nextMonth("2026-12-31")).toBe("2027-01");
    expect(nextMonth("2026-01-01")).toBe("2026-02");
    expect(parseIsoMonth("2026-12")).toEqual({ year: 2026, month: 12 });
    expect(parseIsoMonth("2026-12-15")).toEqual({ year: 2026, month: 12 });
    expect(parseIsoMonth("2026-13")).toBeUndefined();
    expect(firstOfMonth({ year: 2027, month: 1 })).toBe("2027-01-01");
  });

  it("today is the date in the association's time zone", () => {
    expect(isoDateIn(new Date("2026-12-31T22:59:59Z"))).toBe("2026-12-31");
    expect(isoDateIn(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });
});
