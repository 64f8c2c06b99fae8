import { dogImageUrl } from "./images";
import type { DogSummary } from "./types";

/** The home page shows 3 random available adoption dogs. */
export const HOME_DOG_COUNT = 3;

type Showable = Pick<DogSummary, "types" | "status">;

/** Dogs a visitor can adopt right now: adoptable and available (not reserved, not hidden). */
export function availableForAdoption<T extends Showable>(dogs: readonly T[]): T[] {
  return dogs.filter((dog) => dog.types.adoption && dog.status === "available");
}

/** The dogs the home page counts and describes: every listed dog except the hidden ones. */
export function publiclyListed<T extends Showable>(dogs: readonly T[]): T[] {
  return dogs.filter((dog) => dog.status !== "hidden");
}

/**
 * `count` distinct items in random order (a partial Fisher–Yates shuffle);
 * all of them, shuffled, when there are fewer. `random` returns [0, 1).
 */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const picked = Math.max(0, Math.min(count, pool.length));
  for (let i = 0; i < picked; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, picked);
}

/** The dogs the home page lists in its structured data (the first 20 of the list: pages/home/structured-data.ts). */
export interface JsonLdDog {
  name: string;
  slug: string;
  /** Absolute URL. */
  image?: string;
}

/** A dog as the home page's structured data lists it (image absolute on the site's origin). */
export function jsonLdDog(dog: Pick<DogSummary, "id" | "title" | "slug" | "imageId">, origin: string): JsonLdDog {
  return {
    name: dog.title,
    slug: dog.slug,
    ...(dog.imageId ? { image: origin + dogImageUrl(dog.id, dog.imageId, 640, "webp") } : {}),
  };
}
