import type { Locale } from "~/i18n/locales";

/** The local-storage key of the visitor's favourites (the privacy texts name it). */
export const FAVOURITES_STORAGE_KEY = "favourites";

/** The query parameter of the favourites page that carries a list, per language. */
export const favouritesParam: Record<Locale, string> = { de: "hunde", es: "perros" };

/** A list holds at most 100 dogs: the shared link stays a link, the page a page. */
export const maxFavourites = 100;

/** A dog's suffix (dogSuffix): up to 8 letters, digits, "_" or "-". */
const suffixPattern = /^[\w-]{1,8}$/;

/**
 * A list as stored in the browser or carried by a link: the dogs' suffixes,
 * comma-separated, in the order they were added. Anything that is no suffix is
 * dropped, a repeated one counts once, the first 100 are kept.
 */
export function parseFavourites(value: string | null | undefined): string[] {
  if (!value) return [];
  const unique = new Set(value.split(",").filter((part) => suffixPattern.test(part)));
  return [...unique].slice(0, maxFavourites);
}

/** The list as `parseFavourites` reads it. */
export function serializeFavourites(list: readonly string[]): string {
  return list.join(",");
}

/** The list with `suffix` removed when it is in it, otherwise added at the end (while the list has room). */
export function toggleFavourite(list: readonly string[], suffix: string): string[] {
  if (list.includes(suffix)) return list.filter((entry) => entry !== suffix);
  return list.length < maxFavourites ? [...list, suffix] : [...list];
}

/** The favourites page's search part carrying `list` ("" for an empty list). */
export function favouritesSearch(locale: Locale, list: readonly string[]): string {
  return list.length ? `?${favouritesParam[locale]}=${serializeFavourites(list)}` : "";
}
