import { describe, expect, it } from "vitest";
import { revealMore } from "./reveal";

const dogs = ["a", "b", "c", "d", "e", "f"].map((id) => ({ id }));
const set = (ids: string) => new Set(ids.split(""));

describe("revealMore", () => {
  it("keeps visible matches, drops non-matches and adds the next matches in list order", () => {
    expect([...revealMore(dogs, set("abcdef"), (id) => "be".includes(id), 2)]).toEqual(["a", "b", "c", "e"]);
    expect([...revealMore(dogs, set("bdf"), (id) => "abc".includes(id), 1)]).toEqual(["b", "d"]);
  });

  it("reveals all matches in steps and never more than match", () => {
    const matching = set("acef");
    let visible = new Set<string>();
    const steps: string[][] = [];
    while (visible.size < matching.size) {
      const before = visible;
      visible = revealMore(dogs, matching, (id) => before.has(id), 3);
      steps.push([...visible]);
    }
    expect(steps).toEqual([
      ["a", "c", "e"],
      ["a", "c", "e", "f"],
    ]);
    expect([...revealMore(dogs, new Set(), () => true)]).toEqual([]);
  });
});
