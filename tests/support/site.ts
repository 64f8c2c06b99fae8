import type { APIRequestContext } from "@playwright/test";
import { e2eOrigins, e2ePort } from "./ports";

export type Locale = "de" | "es";
export const bothLocales = ["de", "es"] as const satisfies readonly Locale[];
/** The other language of each: where the language switch leads. */
export const otherLocale = { de: "es", es: "de" } as const satisfies Record<Locale, Locale>;

/** Absolute URL of a path on a language's test host (for the browser, which maps both hosts to loopback). */
export const siteUrl = (locale: Locale, path: string) => e2eOrigins()[locale] + path;

/**
 * A GET without following redirects, as a client of that host sends it.
 * Node does not resolve es.localhost, so the request goes to 127.0.0.1 with the host's Host header.
 */
export function getOnHost(request: APIRequestContext, locale: Locale, path: string, headers: Record<string, string> = {}) {
  return request.get(`http://127.0.0.1:${e2ePort()}${path}`, {
    headers: { host: new URL(e2eOrigins()[locale]).host, ...headers },
    maxRedirects: 0,
  });
}

/**
 * The route table every path must keep, written out here on purpose: the site's
 * own table (app/i18n/route-table.ts) is what these tests check.
 */
export const staticRoutes = [
  { key: "home", de: "/", es: "/" },
  { key: "dogs", de: "/hunde", es: "/perros" },
  { key: "adoption", de: "/adoption", es: "/adopcion" },
  { key: "fosterHome", de: "/pflegestelle", es: "/casa-de-acogida" },
  { key: "donations", de: "/spenden", es: "/donar-y-teaming" },
  { key: "about", de: "/ueber-uns", es: "/sobre-nosotros" },
  { key: "contact", de: "/kontakt", es: "/contacto" },
  { key: "imprint", de: "/impressum", es: "/aviso-legal" },
  { key: "privacy", de: "/datenschutz", es: "/privacidad" },
  { key: "blog", de: "/blog", es: "/blog" },
  { key: "membership", de: "/mitgliedschaft", es: "/hacerse-socio" },
  { key: "hospice", de: "/hospiz", es: "/hospicio" },
  { key: "fincaChaos", de: "/finca-chaos", es: "/finca-chaos" },
  { key: "residenciaMonika", de: "/residencia-monika", es: "/residencia-monika" },
  { key: "faq", de: "/faq", es: "/preguntas-frecuentes" },
  { key: "guides", de: "/ratgeber", es: "/guia" },
  { key: "favourites", de: "/merkliste", es: "/favoritos" },
] as const;

/** Route keys with a slug parameter: the path prefix per language. */
export const slugRoutes = [
  { key: "dogDetail", de: "/hunde/", es: "/perros/" },
  { key: "blogPost", de: "/blog/", es: "/blog/" },
  { key: "guideDetail", de: "/ratgeber/", es: "/guia/" },
] as const;

export const siteNames = { de: "Costa Azahar Hundehilfe", es: "Costa Azahar Rescate Animal" } as const;

/** The not-found page in both languages. */
export const notFoundTexts = {
  de: {
    heading: "Hoppla!",
    message: "Diese Seite scheint sich versteckt zu haben.",
    note: "Die Seite, die du suchst, existiert nicht oder wurde verschoben.",
    home: "Zurück zur Startseite",
  },
  es: {
    heading: "¡Vaya!",
    message: "Parece que esta página se ha escondido.",
    note: "La página que buscas no existe o ha sido movida.",
    home: "Volver al inicio",
  },
} as const;

export interface HtmlTag {
  name: string;
  attributes: Record<string, string>;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** The <meta> and <link> tags of a server-rendered document, attribute names lower-cased and entities decoded. */
export function headTags(html: string): HtmlTag[] {
  return [...html.matchAll(/<(meta|link)\b([^>]*?)\/?>/gi)].map(([, name, body]) => ({
    name: name!.toLowerCase(),
    attributes: Object.fromEntries(
      [...body!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [
        key!.toLowerCase(),
        value!.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, entity: string) => entities[entity]!),
      ]),
    ),
  }));
}

/** The document title of a server-rendered page. */
export const documentTitle = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, "&");

/** A detail page of a route with a slug: one the site lists in its sitemap, else a made-up one. */
export async function sampleSlugPath(request: APIRequestContext, locale: Locale, prefix: string) {
  const sitemap = await (await getOnHost(request, locale, "/sitemap.xml")).text();
  const origin = e2eOrigins()[locale];
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => loc!.replace(origin, ""))
    .find((path) => path.startsWith(prefix) && path.length > prefix.length);
  return listed ?? `${prefix}beispiel-a1b2c3d4`;
}
