import type { RouteObject, ServerBuild } from "react-router";
import type { Locale } from "~/i18n/locales";

/*
 * The build's internals that the server reads before React Router runs (README.md in this folder): the route
 * manifest of the server build (`ServerBuild["routes"]`: ids, parents, paths, each route's module), made into the
 * route objects `matchRoutes` takes, as React Router makes its own when it handles a request.
 */

/** The language of the per-language layouts: their module's `pageLocale`, kept as the route's `handle` here. */
export interface RouteHandle {
  locale?: Locale;
}

const trees = new WeakMap<ServerBuild["routes"], RouteObject[]>();

/** The route tree of a build (made once per build), each route marked with whether its module has an action. */
export function routeTreeOf(routes: ServerBuild["routes"]): RouteObject[] {
  const tree = trees.get(routes) ?? routeTree(routes);
  trees.set(routes, tree);
  return tree;
}

function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route) => {
    if (!route || route.parentId !== parentId) return [];
    const base = {
      id: route.id,
      path: route.path,
      caseSensitive: route.caseSensitive,
      action: typeof route.module.action === "function",
      // A server-only export: the layouts have nothing for the browser to load (docs/decisions/0028).
      handle: { locale: (route.module as { pageLocale?: Locale }).pageLocale } satisfies RouteHandle,
    };
    return [route.index ? { ...base, index: true as const } : { ...base, children: routeTree(routes, route.id) }];
  });
}
