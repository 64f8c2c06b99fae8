import { hasOwnPage } from "./slug";
import type { DogSummary, DogType, DogTypeFlags } from "./types";

/** The type a dog is first shown under: hospice, else adoption, else sponsorship; none for a dog of no type. */
export function mainType(types: DogTypeFlags): DogType | undefined {
  if (types.hospice) return "hospice";
  if (types.adoption) return "adoption";
  if (types.sponsorship) return "sponsorship";
  return undefined;
}

/**
 * "More dogs like this" under a dog's forms: up to `count` other dogs of the list (cards only, each with a
 * page of its own) of the same main type and location, in the list's order.
 */
export function similarDogs(listed: readonly DogSummary[], dog: DogSummary, count = 3): DogSummary[] {
  const type = mainType(dog.types);
  if (!type) return [];
  return listed
    .filter((other) => other.id !== dog.id && hasOwnPage(other) && other.types[type] && other.location === dog.location)
    .slice(0, count);
}
