import { matchesLocation, matchesType } from "~/features/dogs/filter";
import type { DogTexts } from "~/features/dogs/texts";
import { type DogLocation, type DogSummary, type DogType, dogLocations, dogTypes } from "~/features/dogs/types";

/** What a subscription asks for: a dog type and a location, '' for any. */
export interface AlertFilter {
  dogType: "" | DogType;
  location: "" | DogLocation;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): "" | T =>
  typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : "";

/** The subscription of the list's `type` and `location` filters; a value the list does not know counts as no filter. */
export function alertFilterOf(type: unknown, location: unknown): AlertFilter {
  return { dogType: oneOf(dogTypes, type), location: oneOf(dogLocations, location) };
}

/** Whether a listed dog is one the subscription asks for: the list's own filter rules. */
export function matchesAlertFilter(dog: Pick<DogSummary, "types" | "species">, filter: AlertFilter): boolean {
  return matchesType(dog, filter.dogType) && matchesLocation(dog, filter.location);
}

/** The filter in words: "Alle Hunde", or the chosen type and location ("Patenschaft · Spanien"). */
export function alertFilterLabel(filter: AlertFilter, texts: Pick<DogTexts, "types" | "locations">, allDogs: string): string {
  const parts = [filter.dogType ? texts.types[filter.dogType] : "", filter.location ? texts.locations[filter.location] : ""].filter(
    Boolean,
  );
  return parts.length ? parts.join(" · ") : allDogs;
}
