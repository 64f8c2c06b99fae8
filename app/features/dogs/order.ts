import { species } from "./types";

interface Orderable {
  id: string;
  species: string;
  types: { hospice: boolean };
}

const allDigits = /^\d+$/;

/** Id descending; ids of digits only compare as numbers (length first), others by code unit. */
export function compareIdsDescending(a: string, b: string): number {
  if (allDigits.test(a) && allDigits.test(b) && a.length !== b.length) return b.length - a.length;
  return a < b ? 1 : a > b ? -1 : 0;
}

/** One `extra` after every `every` items of `main`; extras left over go at the end. */
function interleave<T>(main: readonly T[], extras: readonly T[], every: number): T[] {
  const result: T[] = [];
  let next = 0;
  main.forEach((item, index) => {
    result.push(item);
    if ((index + 1) % every === 0 && next < extras.length) result.push(extras[next++]!);
  });
  return result.concat(extras.slice(next));
}

/**
 * List order: by id descending, then one Residencia Monika dog after
 * every max(2, ⌊regular / Monika⌋) regular dogs, then one hospice dog after
 * every max(4, ⌊list size / hospice⌋) items of that list; leftovers at the end.
 */
export function orderDogs<T extends Orderable>(dogs: readonly T[]): T[] {
  const sorted = [...dogs].sort((a, b) => compareIdsDescending(a.id, b.id));
  const hospice = sorted.filter((dog) => dog.types.hospice);
  const monika = sorted.filter((dog) => !dog.types.hospice && dog.species === species.monika);
  const regular = sorted.filter((dog) => !dog.types.hospice && dog.species !== species.monika);

  const withMonika = monika.length ? interleave(regular, monika, Math.max(2, Math.floor(regular.length / monika.length))) : regular;
  return hospice.length ? interleave(withMonika, hospice, Math.max(4, Math.floor(withMonika.length / hospice.length))) : withMonika;
}
