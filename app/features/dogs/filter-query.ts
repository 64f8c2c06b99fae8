import type { DogLocation, DogType } from "./types";

/*
 * The dog list's filters in its address: read by the server's render and the list's code, written by the list, by its
 * forms before the list's code is there (components/list-address-in-app.ts) and by links to a preset list. Apart from
 * the matching (filter.ts), so that a page reading its address does not load the dog types with it.
 */

/** The list page's filters as they stand in the URL (`?q=`, `?type=`, `?location=`); empty means off. */
export interface DogFilters {
  query: string;
  /** Taken as given: a value that is not a type matches no dog. */
  type: string;
  location: string;
}

export const noFilters: DogFilters = { query: "", type: "", location: "" };

/** "Alle" is the absence of a type filter; `?type=all` means the same. */
const allTypes = "all";

export function filtersFromSearchParams(params: URLSearchParams): DogFilters {
  const type = params.get("type") ?? "";
  return { query: params.get("q") ?? "", type: type === allTypes ? "" : type, location: params.get("location") ?? "" };
}

/** The URL parameters of a filter state, empty values left out (a shareable URL). */
export function filtersToSearchParams(filters: DogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set("q", filters.query);
  if (filters.type) params.set("type", filters.type);
  if (filters.location) params.set("location", filters.location);
  return params;
}

/** The query string of a link to the dog list with filters set (e.g. `?type=sponsorship` from the donations page); typed so only values the list understands fit. */
export function dogListSearch(filters: { query?: string; type?: DogType; location?: DogLocation }): string {
  const params = filtersToSearchParams({ ...noFilters, ...filters }).toString();
  return params ? `?${params}` : "";
}

export function hasActiveFilter(filters: DogFilters): boolean {
  return filters.query.trim() !== "" || filters.type !== "" || filters.location !== "";
}
