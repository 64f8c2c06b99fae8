import type { DogFilters } from "./filter-query";
import { type DogLocation, type DogSummary, type DogType, dogLocations, dogTypes, species } from "./types";

type Searchable = Pick<DogSummary, "title" | "publicHeadline" | "species">;
type Filterable = Pick<DogSummary, "species" | "types">;

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
