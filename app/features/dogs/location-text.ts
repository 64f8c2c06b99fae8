import type { DogTexts } from "./texts";
import type { DogDetail, DogLocation } from "./types";

/** The location text of a dog: the country, with the place where the detail names one. */
export function locationText(messages: DogTexts, location: DogLocation, detail: DogDetail): string {
  const texts: Partial<Record<DogDetail, string>> = messages.locationText[location];
  return texts[detail] ?? texts.none ?? "";
}
