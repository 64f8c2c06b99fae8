import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins the classes with one space, leaving out the conditions that did not hold", () => {
    for (const active of [false, true])
      expect(cn("ui-btn size-4", active && "text-primary", undefined, null, "", "mt-8")).toBe(
        active ? "ui-btn size-4 text-primary mt-8" : "ui-btn size-4 mt-8",
      );
  });

  it("is empty without a class", () => {
    expect(cn(undefined, false)).toBe("");
  });
});
