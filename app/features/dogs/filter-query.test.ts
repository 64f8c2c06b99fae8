import { describe, expect, it } from "vitest";
import { dogListSearch, filtersFromSearchParams, filtersToSearchParams, hasActiveFilter, noFilters } from "./filter-query";

describe("filters in the URL", () => {
  it("reads q, type and location; type=all is no type filter", () => {
    expect(filtersFromSearchParams(new URLSearchParams("q=Bello&type=adoption&location=spain"))).toEqual({
      query: "Bello",
      type: "adoption",
      location: "spain",
    });
    expect(filtersFromSearchParams(new URLSearchParams("type=all"))).toEqual(noFilters);
    expect(filtersFromSearchParams(new URLSearchParams("type=Hospiz"))).toEqual({ ...noFilters, type: "Hospiz" });
    expect(filtersFromSearchParams(new URLSearchParams(""))).toEqual(noFilters);
  });

  it("takes the first value of a name (a pressed filter button's before the hidden field with the current one)", () => {
    expect(filtersFromSearchParams(new URLSearchParams("type=&type=hospice&location=spain&location="))).toEqual({
      ...noFilters,
      location: "spain",
    });
  });

  it("writes only the active filters", () => {
    expect(filtersToSearchParams({ query: "Ñu", type: "hospice", location: "" }).toString()).toBe("q=%C3%91u&type=hospice");
    expect(filtersToSearchParams({ query: "  ", type: "", location: "germany" }).toString()).toBe("location=germany");
    expect(filtersToSearchParams(noFilters).toString()).toBe("");
  });

  it("links to the list with filters preset, read back as given", () => {
    expect(dogListSearch({ type: "sponsorship" })).toBe("?type=sponsorship");
    expect(filtersFromSearchParams(new URLSearchParams(dogListSearch({ type: "sponsorship" })))).toEqual({
      ...noFilters,
      type: "sponsorship",
    });
    expect(dogListSearch({ type: "hospice", location: "spain" })).toBe("?type=hospice&location=spain");
    expect(dogListSearch({})).toBe("");
  });

  it("knows when any filter is active", () => {
    expect(hasActiveFilter(noFilters)).toBe(false);
    expect(hasActiveFilter({ ...noFilters, query: "  " })).toBe(false);
    expect(hasActiveFilter({ ...noFilters, query: "a" })).toBe(true);
    expect(hasActiveFilter({ ...noFilters, type: "x" })).toBe(true);
    expect(hasActiveFilter({ ...noFilters, location: "spain" })).toBe(true);
  });
});
