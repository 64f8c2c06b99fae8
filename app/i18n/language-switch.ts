import type { Locale } from "./locales";

/** A route match as `useMatches` gives it; only its loader data is read. */
export interface MatchLike {
  data?: unknown;
}

/**
 * Loader data of a page: its head tags (route-head.server.ts), whose alternate links name the page in each language,
 * and the query it keeps in the other language (a favourites list, e.g. "?perros=a0b00003").
 */
interface PageData {
  head?: readonly Record<string, unknown>[];
  alternateSearch?: Partial<Record<Locale, string>>;
}

/**
 * Target of the language switch: the page in the target language as its head names it for search engines (the
 * hreflang alternate, parameters of that language included, e.g. a post's own slug), with the page's own query for
 * that language; the other home page when the page has no such alternate (a status page, an unknown path).
 */
export function switchLanguageHref(matches: readonly MatchLike[], target: Locale, targetOrigin: string): string {
  const page = [...matches].reverse().find((match) => (match.data as PageData | undefined)?.head);
  const data = page?.data as PageData | undefined;
  const alternate = data?.head?.find((tag) => tag.rel === "alternate" && tag.hrefLang === target)?.href;
  return typeof alternate === "string" ? alternate + (data?.alternateSearch?.[target] ?? "") : `${targetOrigin}/`;
}
