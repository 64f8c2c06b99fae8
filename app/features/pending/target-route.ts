import { matchPath } from "react-router";
import type { LocalePaths, RouteKey } from "~/i18n/route-table";

/**
 * The route key whose path in `paths` (one language's, root loader data) matches `pathname` as the router
 * matches (whole path, any case, a trailing slash allowed), or undefined for a path of no page (a not-found path,
 * the other language's path).
 */
export function routeKeyOfPath(pathname: string, paths: LocalePaths): RouteKey | undefined {
  return (Object.keys(paths) as RouteKey[]).find((key) => matchPath(paths[key], pathname));
}
