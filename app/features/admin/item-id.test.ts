import { describe, expect, it } from "vitest";
import { isItemId } from "./item-id";

describe("an item's id", () => {
  it("is a uuid; anything else names nothing", () => {
    expect(isItemId("0b6e5a3c-2f4d-4c1a-9e8f-7a6b5c4d3e2f")).toBe(true);
    expect(["new", "", "0b6e5a3c", "0b6e5a3c-2f4d-4c1a-9e8f-7a6b5c4d3e2fx", "' or 1=1"].filter(isItemId)).toEqual([]);
  });
});
