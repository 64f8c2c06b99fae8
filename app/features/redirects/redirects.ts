import type { SiteSettings } from "~/platform/settings/settings";
import type { Locale } from "~/i18n/locales";
import { type StaticRouteKey, localizedPath } from "~/i18n/route-table";

/** Legacy paths of the old site and the route key they now live at. */
export const legacyRedirects: Record<string, StaticRouteKey> = {
  "adopt-a-dog": "adoption",
  "adoption-hund-aus-spanien": "adoption",
  "privacy-policy": "privacy",
  "become-a-foster-home": "fosterHome",
  "pflegestelle-werden": "fosterHome",
  "pflegestelle-werden-strassenhunde-spanien": "fosterHome",
  "become-a-member": "membership",
  "mitglied-im-tierschutzverein-werden": "membership",
  beitrittserklaerung: "membership",
  imprint: "imprint",
  "about-us": "about",
  team: "about",
  founder: "about",
  "unser-team": "about",
  "die-gruender": "about",
  "contact-us": "contact",
  "share-your-experiences": "contact",
  "teile-erfahrungen-mit-anderen": "contact",
  "help-us": "donations",
  "spenden-teaming": "donations",
  "teaming-gemeinsam-tierschutz": "donations",
  teaming: "donations",
  patenhunde: "donations",
  "hund-in-not-unterstuetzen": "donations",
  "hunde-aus-spanien": "dogs",
};

/** On the Spanish host only these legacy paths redirect; every other one is the German site's. */
export const spanishLegacyPaths = ["privacy-policy", "imprint", "about-us", "team", "contact-us", "help-us"] as const;

/** Further permanent redirects per host: the other reading of the Spanish membership path. */
const aliases: Record<Locale, Record<string, StaticRouteKey>> = {
  de: {},
  es: { membresia: "membership" },
};

/** A table's entry for a key from the request: own entries only, never Object.prototype's ("/__proto__", "/constructor"). */
const ownEntry = <T>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/**
 * A longer path is no address of ours and is not redirected (it is not found): its `Location` would repeat it, and a
 * path near the server's 16 KB request limit made an answer whose headers a client's parser refuses.
 */
const longestRedirectedPath = 2048;

export interface Redirect {
  status: 301 | 302;
  location: string;
}

/**
 * Where a request path redirects to on a host of the given language, if
 * anywhere: legacy and alias paths (301, with or without trailing slash),
 * the external donation pages (302), and any other path with a trailing
 * slash, up to 2,048 characters, to the same path without it (301).
 */
export function resolveRedirect(
  locale: Locale,
  pathname: string,
  search: string,
  external: SiteSettings["externalRedirects"],
): Redirect | undefined {
  const slug = pathname.replace(/^\/+/, "").replace(/\/+$/, "");

  if (slug === "paypal-hospiz") return { status: 302, location: external.paypalHospice };
  if (slug.startsWith("paypal")) return { status: 302, location: external.paypal };
  if (slug === "teaming-residenz") return { status: 302, location: external.teamingResidencia };

  const legacyTarget =
    locale === "de" || (spanishLegacyPaths as readonly string[]).includes(slug) ? ownEntry(legacyRedirects, slug) : undefined;
  const target = legacyTarget ?? ownEntry(aliases[locale], slug);
  if (target) return { status: 301, location: localizedPath(target, locale) + search };

  if (pathname.length > 1 && pathname.length <= longestRedirectedPath && pathname.endsWith("/")) {
    // Leading slashes are collapsed too, so "//host/" can never become a protocol-relative URL.
    return { status: 301, location: `/${slug}${search}` };
  }
  return undefined;
}
