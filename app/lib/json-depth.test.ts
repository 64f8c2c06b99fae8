import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./json-depth";

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { a: value };
  return value;
};

describe("nestsDeeperThan", () => {
  it("counts arrays and objects inside one another", () => {
    expect(nestsDeeperThan(1, 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({ formType: "contact", data: { name: "Maria", tags: ["a"] } }, 3)).toBe(false);
    expect(nestsDeeperThan({ formType: "contact", data: { name: "Maria", tags: ["a"] } }, 2)).toBe(true);
  });

  it("property: true exactly when the nesting is deeper than the limit, at any depth, without running out of stack", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 10 }), (depth, limit) => {
        expect(nestsDeeperThan(nested(depth), limit)).toBe(depth > limit);
      }),
      { numRuns: 50 },
    );
  });
});
