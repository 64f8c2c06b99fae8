import type { Locale } from "./locales";
import { type RouteKey, isRouteKey, localizedPath } from "./route-table";

export interface MatchLike {
  id: string;
  params: Record<string, string | undefined>;
  data?: unknown;
}

/** Loader data of a page whose parameters differ by language (e.g. blog slugs). */
export interface AlternateParams {
  alternateParams?: Partial<Record<Locale, Record<string, string>>>;
  /** The query the page keeps in the other language (a favourites list), e.g. "?perros=a0b00003". */
  alternateSearch?: Partial<Record<Locale, string>>;
}

/** The route key of a route id: "dogs.de" → dogs, "blog" → blog. */
export function routeKeyOfId(id: string): RouteKey | undefined {
  const key = id.split(".")[0];
  return isRouteKey(key) ? key : undefined;
}

/**
 * Target of the language switch: the other origin, the current
 * route key's path in the target language, parameters kept (or the page's own
 * per-language parameters) and the page's own query for that language, "/" when the route is unknown.
 */
export function switchLanguageHref(matches: readonly MatchLike[], target: Locale, targetOrigin: string): string {
  const page = [...matches].reverse().find((match) => routeKeyOfId(match.id));
  const key = page && routeKeyOfId(page.id);
  if (!page || !key) return `${targetOrigin}/`;
  const data = page.data as AlternateParams | undefined;
  const params = { ...page.params, ...data?.alternateParams?.[target] } as Record<string, string>;
  try {
    const path = (localizedPath as (k: RouteKey, l: Locale, p?: Record<string, string>) => string)(key, target, params);
    return targetOrigin + path + (data?.alternateSearch?.[target] ?? "");
  } catch {
    return `${targetOrigin}/`;
  }
}
