import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareIdsDescending, orderDogs } from "./order";

type Kind = "R" | "M" | "H";
/** A dog of a kind (regular, Monika, hospice) whose id sorts by the given number. */
const dog = (kind: Kind, n: number) => ({
  id: `id${String(n).padStart(4, "0")}`,
  kind,
  species: kind === "M" ? "Hunde Residencia Monika" : kind === "H" ? "Hunde Hospiz" : "Hunde DE",
  types: { hospice: kind === "H" },
});
/** Dogs from a pattern like "RRM": ids descending in pattern order, so sorting keeps the order within a kind. */
const dogsOf = (pattern: string) => [...pattern].map((kind, index) => dog(kind as Kind, 9999 - index));
const kinds = (list: { kind: Kind }[]) => list.map((d) => d.kind).join("");

describe("compareIdsDescending", () => {
  it("orders ids descending", () => {
    expect(["a", "c", "b"].sort(compareIdsDescending)).toEqual(["c", "b", "a"]);
    expect(["64a1", "64b0", "5fff"].sort(compareIdsDescending)).toEqual(["64b0", "64a1", "5fff"]);
  });

  it("compares ids of digits only as numbers", () => {
    expect(["9", "10", "100", "11"].sort(compareIdsDescending)).toEqual(["100", "11", "10", "9"]);
  });
});

describe("orderDogs", () => {
  it("sorts by id descending", () => {
    const list = [dog("R", 1), dog("R", 3), dog("R", 2)];
    expect(orderDogs(list).map((d) => d.id)).toEqual(["id0003", "id0002", "id0001"]);
  });

  it("puts one Monika dog after every max(2, ⌊regular / Monika⌋) regular dogs", () => {
    // 6 regular, 2 Monika → every 3
    expect(kinds(orderDogs(dogsOf("RRRRRRMM")))).toBe("RRRMRRRM");
    // 6 regular, 3 Monika → every 2
    expect(kinds(orderDogs(dogsOf("RRRRRRMMM")))).toBe("RRMRRMRRM");
    // 3 regular, 3 Monika → ⌊1⌋ but at least 2; the leftover Monika dog goes last
    expect(kinds(orderDogs(dogsOf("RRRMMM")))).toBe("RRMRMM");
    // 7 regular, 2 Monika → every 3, one regular after the last Monika
    expect(kinds(orderDogs(dogsOf("RRRRRRRMM")))).toBe("RRRMRRRMR");
  });

  it("puts one hospice dog after every max(4, ⌊list size / hospice⌋) items", () => {
    // 8 regular, 2 hospice → every 4
    expect(kinds(orderDogs(dogsOf("RRRRRRRRHH")))).toBe("RRRRHRRRRH");
    // 12 regular, 2 hospice → every 6
    expect(kinds(orderDogs(dogsOf("RRRRRRRRRRRRHH")))).toBe("RRRRRRHRRRRRRH");
    // 5 regular, 3 hospice → at least 4; leftovers at the end
    expect(kinds(orderDogs(dogsOf("RRRRRHHH")))).toBe("RRRRHRHH");
  });

  it("interleaves hospice dogs into the list that already holds the Monika dogs", () => {
    // 6 regular + 2 Monika = 8 items, 2 hospice → every 4
    expect(kinds(orderDogs(dogsOf("RRRRRRMMHH")))).toBe("RRRMHRRRMH");
  });

  it("keeps hospice dogs of the Monika species with the hospice dogs", () => {
    const monikaHospice = { ...dog("H", 1), species: "Hunde Residencia Monika" };
    const list = [...dogsOf("RRRR"), monikaHospice];
    expect(orderDogs(list).at(-1)).toBe(monikaHospice);
  });

  it("lists only Monika or only hospice dogs by id", () => {
    expect(kinds(orderDogs(dogsOf("MMM")))).toBe("MMM");
    expect(kinds(orderDogs(dogsOf("HH")))).toBe("HH");
    expect(orderDogs([])).toEqual([]);
  });

  it("keeps every dog exactly once and the id order within each kind", () => {
    const kindArb = fc.constantFrom<Kind>("R", "M", "H");
    fc.assert(
      fc.property(fc.array(fc.tuple(kindArb, fc.integer({ min: 0, max: 9999 })), { maxLength: 60 }), (specs) => {
        const list = specs.map(([kind, n], index) => ({ ...dog(kind, n), id: `${String(n).padStart(4, "0")}-${index}` }));
        const ordered = orderDogs(list);
        expect([...ordered].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...list].sort((a, b) => a.id.localeCompare(b.id)));
        for (const kind of ["R", "M", "H"] as const) {
          const ids = ordered.filter((d) => d.kind === kind).map((d) => d.id);
          expect(ids).toEqual([...ids].sort(compareIdsDescending));
        }
      }),
    );
  });
});
