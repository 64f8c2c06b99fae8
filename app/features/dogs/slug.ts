import { slugify } from "~/platform/slugify";
import { dogSuffix, slugSuffixLength } from "./suffix";

const unknownDogSlug = "unknown-dog";

/** The slug of a dog: its `name` (not its title), a hyphen and the id's last 8 characters; "unknown-dog" without name or id. */
export function dogSlug(name: string | null | undefined, id: string | null | undefined): string {
  if (!name?.trim() || !id) return unknownDogSlug;
  const suffix = dogSuffix(id);
  const base = slugify(name);
  return base ? `${base}-${suffix}` : suffix;
}

/**
 * Whether a dog's slug leads to its page: "unknown-dog" names no dog, so a
 * dog without a name has none to list in a sitemap or structured data.
 */
export function hasOwnPage(dog: { slug: string }): boolean {
  return dog.slug !== unknownDogSlug;
}

/**
 * The dog a slug names, by the slug's last 8 characters; an id
 * shorter than 8 characters must be the whole part after the last hyphen.
 */
export function findBySlug<T extends { id: string }>(dogs: readonly T[], slug: string): T | undefined {
  const key = slug.slice(-slugSuffixLength);
  return dogs.find((dog) => {
    if (!dog.id) return false;
    if (dog.id.length >= slugSuffixLength) return dog.id.slice(-slugSuffixLength) === key;
    return slug === dog.id || slug.endsWith(`-${dog.id}`);
  });
}
