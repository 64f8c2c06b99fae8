import { describe, expect, it } from "vitest";
import { periodOf } from "./period";

const today = "2026-11-28";
const of = (query: string) => periodOf(new URLSearchParams(query), today, 730);

describe("the insights' period", () => {
  it("is the last 30 days by default, today included", () => {
    expect(of("")).toEqual({ from: "2026-10-30", to: today, invalid: false });
  });

  it("takes the last N days, or from and to", () => {
    expect(of("days=7")).toEqual({ from: "2026-11-22", to: today, invalid: false });
    expect(of("from=2026-11-01&to=2026-11-15")).toEqual({ from: "2026-11-01", to: "2026-11-15", invalid: false });
  });

  it("stops at today and at the oldest day kept, and shows the default for a period that is none", () => {
    expect(of("from=2026-11-01&to=2027-01-01").to).toBe(today);
    expect(of("from=2020-01-01&to=2026-11-01").from).toBe("2024-11-28");
    expect(of("from=2026-11-15&to=2026-11-01")).toMatchObject({ from: "2026-10-30", invalid: true });
    expect(of("from=2026-02-30")).toMatchObject({ invalid: true });
    expect(of("days=0")).toMatchObject({ invalid: true });
  });
});
