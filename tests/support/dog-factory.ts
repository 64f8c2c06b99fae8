import { summarizeDog } from "~/features/dogs/classify";
import type { Dog, DogSummary } from "~/features/dogs/types";

/** A normalised dog with plain defaults (an adoptable dog in Germany) and the given differences. */
export function makeDog(overrides: Partial<Dog> = {}): Dog {
  return {
    id: "64a1f0c2e4b0a1b2c3d4e5f6",
    title: "Bello",
    name: "Bello",
    species: "Hunde DE",
    tags: [],
    reserved: false,
    mediated: false,
    inGermany: false,
    publicHeadline: "",
    description: "",
    imageIds: [],
    ...overrides,
  };
}

export const makeSummary = (overrides: Partial<Dog> = {}): DogSummary => summarizeDog(makeDog(overrides));
