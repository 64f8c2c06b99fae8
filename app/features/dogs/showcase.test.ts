import { describe, expect, it } from "vitest";
import { availableForAdoption, jsonLdDog, pickRandom, publiclyListed } from "./showcase";
import type { DogStatus, DogTypeFlags } from "./types";

const types = (flags: Partial<DogTypeFlags>): DogTypeFlags => ({ adoption: false, sponsorship: false, hospice: false, ...flags });
const dog = (name: string, flags: Partial<DogTypeFlags>, status: DogStatus) => ({ name, types: types(flags), status });

const dogs = [
  dog("available adoption", { adoption: true }, "available"),
  dog("reserved adoption", { adoption: true }, "reserved"),
  dog("adoption and sponsorship", { adoption: true, sponsorship: true }, "available"),
  dog("sponsorship only", { sponsorship: true }, "available"),
  dog("hospice", { hospice: true }, "hidden"),
  dog("mediated sponsorship", { sponsorship: true }, "hidden"),
];
const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);

describe("availableForAdoption", () => {
  it("keeps adoptable dogs that are available, in their order", () => {
    expect(names(availableForAdoption(dogs))).toEqual(["available adoption", "adoption and sponsorship"]);
    expect(availableForAdoption([])).toEqual([]);
  });
});

describe("publiclyListed", () => {
  it("leaves out hidden dogs only", () => {
    expect(names(publiclyListed(dogs))).toEqual([
      "available adoption",
      "reserved adoption",
      "adoption and sponsorship",
      "sponsorship only",
    ]);
  });
});

describe("pickRandom", () => {
  const items = ["a", "b", "c", "d", "e"];
  /** A random source answering the given values in turn. */
  const sequence = (...values: number[]) => {
    let next = 0;
    return () => values[next++ % values.length]!;
  };

  it("picks the first items when the source always answers 0", () => {
    expect(pickRandom(items, 3, () => 0)).toEqual(["a", "b", "c"]);
  });

  it("picks the last item not yet taken when the source answers just under 1", () => {
    // e swaps with a, then the last place (now a) with b, then (now b) with c.
    expect(pickRandom(items, 3, () => 0.999)).toEqual(["e", "a", "b"]);
  });

  it("picks by position among the items not yet taken", () => {
    // 0.5 of 5 → index 2 (c); 0.5 of the 4 left (b a d e after the swap) → d; 0 of 3 left → the next in place.
    expect(pickRandom(items, 3, sequence(0.5, 0.5, 0))).toEqual(["c", "d", "a"]);
  });

  it("gives distinct items, all of them when there are fewer than asked", () => {
    for (let run = 0; run < 50; run++) {
      const picked = pickRandom(items, 3);
      expect(picked).toHaveLength(3);
      expect(new Set(picked).size).toBe(3);
      for (const item of picked) expect(items).toContain(item);
    }
    expect(pickRandom(["a", "b"], 3, () => 0).sort()).toEqual(["a", "b"]);
    expect(pickRandom([], 3)).toEqual([]);
    expect(pickRandom(items, 0)).toEqual([]);
  });

  it("leaves the given list as it is", () => {
    const list = [...items];
    pickRandom(list, 3, () => 0.999);
    expect(list).toEqual(items);
  });

  it("reaches every item", () => {
    const seen = new Set<string>();
    for (let run = 0; run < 200; run++) for (const item of pickRandom(items, 1)) seen.add(item);
    expect([...seen].sort()).toEqual(items);
  });
});

describe("jsonLdDog", () => {
  it("names the dog with its slug and an absolute image URL", () => {
    expect(jsonLdDog({ id: "d1", title: "Bello", slug: "bello-12345678", imageId: "img1" }, "https://hunde.example")).toEqual({
      name: "Bello",
      slug: "bello-12345678",
      image: "https://hunde.example/images/dogs/d1/img1/640.webp",
    });
    expect(jsonLdDog({ id: "d1", title: "Bello", slug: "bello-12345678", imageId: null }, "https://hunde.example")).toEqual({
      name: "Bello",
      slug: "bello-12345678",
    });
  });
});
