import { expect, it } from "vitest";
import { backoffDelay } from "./backoff";

it("doubles from the base per retry, up to the cap", () => {
  expect([1, 2, 3, 4, 5, 6, 7].map((retry) => backoffDelay(retry, 1000, 30_000))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  expect([1, 2, 3, 4, 5].map((retry) => backoffDelay(retry, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  expect(backoffDelay(30, 30_000, 3_600_000)).toBe(3_600_000);
  expect(backoffDelay(0, 1000, 30_000)).toBe(1000);
});
