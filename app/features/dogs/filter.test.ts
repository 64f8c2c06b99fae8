import { describe, expect, it } from "vitest";
import { makeSummary } from "../../../tests/support/dog-factory";
import { filterCounts, filterDogs, locationOfSpecies, matchesLocation, matchesSearch, matchesType } from "./filter";
import { noFilters } from "./filter-query";

const bello = makeSummary({ id: "1aaaaaaaa", title: "Bello", publicHeadline: "Verspielter Junghund", species: "Hunde DE" });
const luna = makeSummary({ id: "2aaaaaaaa", title: "Luna", publicHeadline: "Sucht Sofa", species: "Hunde ES", tags: ["Patenschaften"] });
const opa = makeSummary({ id: "3aaaaaaaa", title: "Opa Ñico", publicHeadline: "Alt und weise", species: "Hunde Hospiz" });
const moni = makeSummary({ id: "4aaaaaaaa", title: "Moni", species: "Hunde Residencia Monika", mediated: true });
const dogs = [bello, luna, opa, moni];

describe("matchesSearch", () => {
  it.each([
    ["bello", bello, true],
    ["BEL", bello, true],
    ["junghund", bello, true],
    ["hunde de", bello, true],
    ["residencia", moni, true],
    ["ñico", opa, true],
    ["  luna  ", luna, true],
    ["sofa", luna, true],
    ["katze", bello, false],
    ["nico", opa, false],
  ])("%j in %s → %s", (query, dog, expected) => {
    expect(matchesSearch(dog, query)).toBe(expected);
  });

  it("ignores a blank or whitespace-only search", () => {
    expect(matchesSearch(bello, "")).toBe(true);
    expect(matchesSearch(bello, "   \t")).toBe(true);
  });
});

describe("matchesType", () => {
  it("matches the type flags; no type matches all", () => {
    expect(dogs.filter((d) => matchesType(d, "adoption"))).toEqual([bello, luna]);
    expect(dogs.filter((d) => matchesType(d, "sponsorship"))).toEqual([luna]);
    expect(dogs.filter((d) => matchesType(d, "hospice"))).toEqual([opa]);
    expect(dogs.filter((d) => matchesType(d, ""))).toEqual(dogs);
  });

  it("takes the value as given: anything else matches no dog", () => {
    expect(dogs.filter((d) => matchesType(d, "Adoption"))).toEqual([]);
    expect(dogs.filter((d) => matchesType(d, "cats"))).toEqual([]);
  });
});

describe("matchesLocation", () => {
  it("germany is species Hunde DE, spain every other species", () => {
    expect(dogs.filter((d) => matchesLocation(d, "germany"))).toEqual([bello]);
    expect(dogs.filter((d) => matchesLocation(d, "spain"))).toEqual([luna, opa, moni]);
    expect(dogs.filter((d) => matchesLocation(d, ""))).toEqual(dogs);
    expect(dogs.filter((d) => matchesLocation(d, "france"))).toEqual([]);
    expect(locationOfSpecies("")).toBe("spain");
  });
});

describe("filterDogs", () => {
  it("combines search, type and location", () => {
    expect(filterDogs(dogs, { query: "a", type: "", location: "" })).toEqual([luna, opa, moni]);
    expect(filterDogs(dogs, { query: "a", type: "adoption", location: "" })).toEqual([luna]);
    expect(filterDogs(dogs, { query: "", type: "adoption", location: "spain" })).toEqual([luna]);
    expect(filterDogs(dogs, { query: "zzz", type: "", location: "" })).toEqual([]);
    expect(filterDogs(dogs, noFilters)).toEqual(dogs);
  });
});

describe("filterCounts", () => {
  it("counts every type and location over all dogs, a dog in several types in each", () => {
    expect(filterCounts(dogs)).toEqual({
      type: { all: 4, adoption: 2, sponsorship: 1, hospice: 1 },
      location: { germany: 1, spain: 3 },
    });
    expect(filterCounts([])).toEqual({ type: { all: 0, adoption: 0, sponsorship: 0, hospice: 0 }, location: { germany: 0, spain: 0 } });
  });
});
