import { describe, expect, it } from "vitest";
import { instantOfLocalMinute, localMinuteOf, shortAssociationMoment } from "./association-time";

describe("the association's clock", () => {
  it("turns a typed minute into its instant, in winter and in summer", () => {
    expect(instantOfLocalMinute("2026-12-24T09:00")?.toISOString()).toBe("2026-12-24T08:00:00.000Z");
    expect(instantOfLocalMinute("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T07:30:00.000Z");
  });

  it("takes the first of the hour that comes twice and jumps over the hour that is skipped", () => {
    expect(instantOfLocalMinute("2026-10-25T02:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    // 02:30 does not exist that night: read as 03:30 summer time.
    expect(instantOfLocalMinute("2026-03-29T02:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("refuses what is no minute", () => {
    for (const text of ["2026-02-30T09:00", "2026-12-24 09:00", "2026-12-24T24:00", "", "morgen"])
      expect(instantOfLocalMinute(text)).toBeUndefined();
  });

  it("shows an instant as the minute it is in Berlin, and short for the lists", () => {
    expect(localMinuteOf(new Date("2026-12-24T08:00:00Z"))).toBe("2026-12-24T09:00");
    expect(localMinuteOf(new Date("2026-07-01T07:30:00Z"))).toBe("2026-07-01T09:30");
    expect(shortAssociationMoment(new Date("2026-12-24T08:00:00Z"), "de")).toBe("24.12., 09:00");
    expect(shortAssociationMoment(new Date("2026-12-24T08:00:00Z"), "es")).toBe("24/12, 09:00");
  });
});
