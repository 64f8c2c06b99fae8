import { type DogLocation, type DogSummary, type DogType, dogLocations, dogTypes, species } from "./types";

type Searchable = Pick<DogSummary, "title" | "publicHeadline" | "species">;
type Filterable = Pick<DogSummary, "species" | "types">;

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

/** Search: case-insensitive substring of title, publicHeadline or species; a blank search matches all. */
export function matchesSearch(dog: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [dog.title, dog.publicHeadline, dog.species].some((field) => field.toLowerCase().includes(needle));
}

function isDogType(value: string): value is DogType {
  return (dogTypes as readonly string[]).includes(value);
}

export function matchesType(dog: Filterable, type: string): boolean {
  if (!type) return true;
  return isDogType(type) && dog.types[type];
}

/** Location filter: germany means species "Hunde DE", spain every other species. */
export function locationOfSpecies(dogSpecies: string): DogLocation {
  return dogSpecies === species.germany ? "germany" : "spain";
}

export function matchesLocation(dog: Filterable, location: string): boolean {
  if (!location) return true;
  return (dogLocations as readonly string[]).includes(location) && locationOfSpecies(dog.species) === location;
}

export function filterDogs<T extends Searchable & Filterable>(dogs: readonly T[], filters: DogFilters): T[] {
  return dogs.filter(
    (dog) => matchesType(dog, filters.type) && matchesLocation(dog, filters.location) && matchesSearch(dog, filters.query),
  );
}

export interface FilterCounts {
  type: Record<"all" | DogType, number>;
  location: Record<DogLocation, number>;
}

/** Counts on the filter buttons, over all loaded dogs (not the filtered list). */
export function filterCounts(dogs: readonly Filterable[]): FilterCounts {
  const counts: FilterCounts = { type: { all: dogs.length, adoption: 0, sponsorship: 0, hospice: 0 }, location: { germany: 0, spain: 0 } };
  for (const dog of dogs) {
    for (const type of dogTypes) if (dog.types[type]) counts.type[type]++;
    counts.location[locationOfSpecies(dog.species)]++;
  }
  return counts;
}
