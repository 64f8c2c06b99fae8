import { describe, expect, it } from "vitest";
import { inFaqOrder, movedOne } from "./order";

const entries = [
  { id: "c", displayOrder: 2 },
  { id: "a", displayOrder: 0 },
  { id: "b2", displayOrder: 1 },
  { id: "b1", displayOrder: 1 },
];

describe("the order of a catalogue's entries", () => {
  it("goes by number, a shared number by id", () => {
    expect([...entries].sort(inFaqOrder).map((entry) => entry.id)).toEqual(["a", "b1", "b2", "c"]);
  });

  it("moves an entry one place and numbers the list anew", () => {
    expect(movedOne(entries, "c", "up")).toEqual([
      { id: "a", displayOrder: 0 },
      { id: "b1", displayOrder: 1 },
      { id: "c", displayOrder: 2 },
      { id: "b2", displayOrder: 3 },
    ]);
    expect(movedOne(entries, "a", "down")?.map((entry) => entry.id)).toEqual(["b1", "a", "b2", "c"]);
  });

  it("keeps the order at either end, and knows no entry it does not have", () => {
    expect(movedOne(entries, "a", "up")?.map((entry) => entry.id)).toEqual(["a", "b1", "b2", "c"]);
    expect(movedOne(entries, "c", "down")?.map((entry) => entry.displayOrder)).toEqual([0, 1, 2, 3]);
    expect(movedOne(entries, "x", "up")).toBeUndefined();
  });
});
