// Relative: app/routes.ts evaluates this file without the app's `~/` alias.
import { type PageKey, pageRegistry } from "../pages/registry";
import type { Locale } from "./locales";
import { fillPathPattern } from "./path-pattern";

/** A page's paths by language, as the registry spells them. */
type RegistryPaths = { [K in PageKey]: (typeof pageRegistry)[K]["paths"] };

/**
 * The one route table of the site: every route key with its German
 * and Spanish path, made from the page registry (app/pages/registry.ts). It drives routing
 * (app/routes.ts), the canonical and alternate links (and through them the language switch) and the sitemaps.
 * On the server only: the browser gets the paths of its host's language as
 * root loader data (`pathsOf`), used by `useLocalizedPath`. Marked pure: a browser module that imports
 * only a helper of this file (page-head.ts, in the frame) must not keep the registry, and with it every page's
 * texts, in its script.
 */
export const routeTable = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ Object.entries(pageRegistry).map(([key, page]) => [key, page.paths]),
) as RegistryPaths satisfies Record<string, Record<Locale, string>>;

export type RouteKey = keyof typeof routeTable;
export const routeKeys = /* @__PURE__ */ Object.keys(routeTable) as RouteKey[];

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The parameters a route key needs, e.g. `{ slug: string }` for dogDetail. */
export type RouteParams<K extends RouteKey> = {
  [P in ParamNames<(typeof routeTable)[K]["de"]>]: string;
};

export type HasParams<K extends RouteKey> = keyof RouteParams<K> extends never ? false : true;

/** Route keys whose path takes no parameter. */
export type StaticRouteKey = { [K in RouteKey]: HasParams<K> extends true ? never : K }[RouteKey];

export function routeHasParams(key: RouteKey): boolean {
  return routeTable[key].de.includes(":");
}

/** The localised path of a route key, parameters substituted and URL-encoded. */
export function localizedPath<K extends RouteKey>(
  key: K,
  locale: Locale,
  ...[params]: HasParams<K> extends true ? [RouteParams<K>] : [RouteParams<K>?]
): string {
  return fillPathPattern(routeTable[key][locale], params, key);
}

/** The paths of one language, by route key (parameters as `:name`): what the browser gets of the table (root loader). */
export type LocalePaths = Record<RouteKey, string>;

export function pathsOf(locale: Locale): LocalePaths {
  return Object.fromEntries(routeKeys.map((key) => [key, routeTable[key][locale]])) as LocalePaths;
}

/** Route keys whose path differs between the languages (they belong to one host only). */
export function pathsDiffer(key: RouteKey): boolean {
  return routeTable[key].de !== routeTable[key].es;
}
