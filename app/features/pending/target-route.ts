import { matchPath } from "react-router";
import type { Locale } from "~/i18n/locales";
import { type RouteKey, routeKeys, routeTable } from "~/i18n/route-table";

/**
 * The route key whose path in `locale` (route table) matches `pathname` as the
 * router matches (whole path, any case, a trailing slash allowed), or
 * undefined for a path of no page (a not-found path, the other language's path).
 */
export function routeKeyOfPath(pathname: string, locale: Locale): RouteKey | undefined {
  return routeKeys.find((key) => matchPath(routeTable[key][locale], pathname));
}
