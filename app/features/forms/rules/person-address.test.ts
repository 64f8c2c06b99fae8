import { describe, expect, it } from "vitest";
import { personAddress } from "./person-address";

describe("personAddress", () => {
  it("trims and lower-cases an address", () => {
    expect(personAddress("  Ana.Garcia@Example.ORG \n")).toBe("ana.garcia@example.org");
  });

  it("has no address for blank text or other values", () => {
    expect(personAddress("   ")).toBeUndefined();
    expect(personAddress(undefined)).toBeUndefined();
    expect(personAddress(42)).toBeUndefined();
  });
});
