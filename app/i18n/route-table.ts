import type { Locale } from "./locales";
import { fillPathPattern } from "./path-pattern";

/**
 * The one route table of the site: every route key with its German
 * and Spanish path. It drives routing (app/routes.ts), the canonical and
 * alternate links (and through them the language switch) and the sitemaps.
 * On the server only: the browser gets the paths of its host's language as
 * root loader data (`pathsOf`), used by `useLocalizedPath`.
 */
export const routeTable = {
  home: { de: "/", es: "/" },
  dogs: { de: "/hunde", es: "/perros" },
  dogDetail: { de: "/hunde/:slug", es: "/perros/:slug" },
  adoption: { de: "/adoption", es: "/adopcion" },
  fosterHome: { de: "/pflegestelle", es: "/casa-de-acogida" },
  donations: { de: "/spenden", es: "/donar-y-teaming" },
  about: { de: "/ueber-uns", es: "/sobre-nosotros" },
  contact: { de: "/kontakt", es: "/contacto" },
  imprint: { de: "/impressum", es: "/aviso-legal" },
  privacy: { de: "/datenschutz", es: "/privacidad" },
  blog: { de: "/blog", es: "/blog" },
  blogPost: { de: "/blog/:slug", es: "/blog/:slug" },
  membership: { de: "/mitgliedschaft", es: "/hacerse-socio" },
  hospice: { de: "/hospiz", es: "/hospicio" },
  fincaChaos: { de: "/finca-chaos", es: "/finca-chaos" },
  residenciaMonika: { de: "/residencia-monika", es: "/residencia-monika" },
  faq: { de: "/faq", es: "/preguntas-frecuentes" },
  guides: { de: "/ratgeber", es: "/guia" },
  guideDetail: { de: "/ratgeber/:slug", es: "/guia/:slug" },
  favourites: { de: "/merkliste", es: "/favoritos" },
  alertConfirm: { de: "/hunde-alarm/bestaetigen", es: "/avisos-de-perros/confirmar" },
  alertUnsubscribe: { de: "/hunde-alarm/abbestellen", es: "/avisos-de-perros/baja" },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteKey = keyof typeof routeTable;
export const routeKeys = Object.keys(routeTable) as RouteKey[];

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
  return fillPathPattern(routeTable[key][locale], params as Record<string, string> | undefined, key);
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
