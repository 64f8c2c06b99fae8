import type { DogTexts } from "./texts";
import type { DogDetail, DogLocation } from "./types";

/** The location text of a dog: the country, with the place where the detail names one. */
export function locationText(texts: DogTexts, location: DogLocation, detail: DogDetail): string {
  const places: Partial<Record<DogDetail, string>> = texts.locationText[location];
  return places[detail] ?? places.none ?? "";
}
