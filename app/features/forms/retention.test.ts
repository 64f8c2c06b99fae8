import { describe, expect, it } from "vitest";
import { daysBefore, jobDay } from "./retention";

describe("retention dates", () => {
  it("counts days back from a moment", () => {
    expect(daysBefore(new Date("2026-11-24T10:00:00Z"), 14).toISOString()).toBe("2026-11-10T10:00:00.000Z");
    expect(daysBefore(new Date("2026-11-24T10:00:00Z"), 365).toISOString()).toBe("2025-11-24T10:00:00.000Z");
  });

  it("counts a job's run for the UTC day", () => {
    expect(jobDay(new Date("2026-11-24T23:59:59Z"))).toBe("2026-11-24");
    expect(jobDay(new Date("2026-11-25T00:30:00+01:00"))).toBe("2026-11-24");
  });
});
