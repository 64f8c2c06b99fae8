import { describe, expect, it } from "vitest";
import { ageOn, isAdultOn, latestAdultBirthday } from "./age";
import { requireIsoDate as date } from "~/platform/time/calendar";

describe("the membership age rule", () => {
  it("age: the year difference, one less while the birth month is not reached", () => {
    expect(ageOn(date("2008-11-21"), date("2026-11-21"))).toBe(18);
    // In the birth month itself the month is reached, whatever the day.
    expect(ageOn(date("2008-11-22"), date("2026-11-21"))).toBe(18);
    expect(ageOn(date("2008-12-01"), date("2026-11-21"))).toBe(17);
    expect(ageOn(date("2008-10-31"), date("2026-11-21"))).toBe(18);
    expect(ageOn(date("2008-02-29"), date("2026-02-28"))).toBe(18);
    expect(ageOn(date("2008-03-01"), date("2026-02-28"))).toBe(17);
    expect(ageOn(date("2008-02-29"), date("2026-03-01"))).toBe(18);
  });

  it("adult from 18", () => {
    expect(isAdultOn(date("2008-11-30"), date("2026-11-21"))).toBe(true);
    expect(isAdultOn(date("2008-12-01"), date("2026-11-21"))).toBe(false);
  });

  it("the birthday input's maximum is today minus 18 years", () => {
    expect(latestAdultBirthday("2026-11-21")).toBe("2008-11-21");
    expect(latestAdultBirthday("2028-02-29")).toBe("2010-02-28");
    expect(latestAdultBirthday("2026-01-01")).toBe("2008-01-01");
  });
});
