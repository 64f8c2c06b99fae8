import { type Locale, locales } from "~/i18n/locales";
import { type RouteKey, localizedPath, routeHasParams, routeKeys } from "~/i18n/route-table";

/** One page of the sitemap: its path in each language it exists in. */
export interface SitemapEntry {
  paths: Partial<Record<Locale, string>>;
  lastModified?: string;
}

/** Pages without parameters that search engines are told to skip (noindex): a visitor's own favourites, the alerts' link pages. */
const unlisted: ReadonlySet<RouteKey> = new Set(["favourites", "alertConfirm", "alertUnsubscribe"]);

/** Every page without parameters and with an index; pages with parameters (dogs, posts, guides) come from their features. */
export function staticSitemapEntries(): SitemapEntry[] {
  return routeKeys
    .filter((key: RouteKey) => !routeHasParams(key) && !unlisted.has(key))
    .map((key) => ({
      paths: Object.fromEntries(locales.map((locale) => [locale, (localizedPath as (k: RouteKey, l: Locale) => string)(key, locale)])),
    }));
}

export const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The sitemap of one host: its language's pages, each with hreflang alternates to both hosts. */
export function renderSitemap(locale: Locale, origins: Record<Locale, string>, entries: SitemapEntry[]): string {
  const urls = entries
    .filter((entry) => entry.paths[locale] !== undefined)
    .map((entry) => {
      const alternates = locales
        .filter((l) => entry.paths[l] !== undefined)
        .map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origins[l] + entry.paths[l])}"/>`);
      if (entry.paths.de !== undefined) {
        alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origins.de + entry.paths.de)}"/>`);
      }
      const lastmod = entry.lastModified ? `\n    <lastmod>${escapeXml(entry.lastModified)}</lastmod>` : "";
      return `  <url>\n    <loc>${escapeXml(origins[locale] + entry.paths[locale])}</loc>${lastmod}\n${alternates.join("\n")}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}
