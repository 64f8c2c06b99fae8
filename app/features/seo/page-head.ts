import type { MetaDescriptor } from "react-router";
import type { FrameFacts } from "~/platform/settings/display.server";
import { type Locale, defaultLocale, locales, ogLocale, otherLocale } from "~/i18n/locales";
import { format } from "~/i18n/format";
import type { FrameMessages, Messages } from "~/i18n/messages";
import { type LocalePaths, type RouteKey, localizedPath } from "~/i18n/route-table";
import { fullTitle } from "~/lib/full-title";

/** What a page gives for its head: title, description, route, and optional picture and structured data. */
export interface PageHeadInput {
  title: string;
  description: string;
  routeKey: RouteKey;
  /** Route parameters per language (e.g. a blog slug differs by language). */
  params?: Partial<Record<Locale, Record<string, string>>>;
  /** Absolute URL or site path of the share image; default is the logo at 1200x630. */
  image?: string;
  imageAlt?: string;
  noIndex?: boolean;
  /** Languages that have this page; default both. A page missing in one language gets no alternate for it. */
  availableIn?: readonly Locale[];
  ogType?: "website" | "article" | "product";
  /** schema.org objects rendered as JSON-LD. */
  jsonLd?: object[];
}

/** What every head needs from the request: the root loader's data. */
export interface HeadContext {
  locale: Locale;
  origins: Record<Locale, string>;
  /** The frame's messages in `locale`. */
  messages: Messages;
  /** Association facts of the frame: contacts, social links, founding year, geo tags of `locale`. */
  facts: FrameFacts;
}

/**
 * The root loader's data: the head context with the messages the frame and the pages' components read, and the
 * paths of this language by route key (for their links; the route table stays on the server).
 */
export type FrameData = Omit<HeadContext, "messages"> & {
  messages: FrameMessages;
  paths: LocalePaths;
  /** The footer's copyright year, from the server's clock: a visitor's clock in another year must not change the page. */
  year: number;
};

export const defaultShareImage = { path: "/og-default.png", width: 1200, height: 630 } as const;

/** Absolute URL of a route key on a language's origin. */
export function absoluteUrl(ctx: Pick<HeadContext, "origins">, locale: Locale, routeKey: RouteKey, params?: Record<string, string>) {
  return ctx.origins[locale] + (localizedPath as (k: RouteKey, l: Locale, p?: Record<string, string>) => string)(routeKey, locale, params);
}

/** Every head tag a page needs, from the page-head input. */
export function pageHead(ctx: HeadContext, input: PageHeadInput): MetaDescriptor[] {
  const { locale, origins, messages: t } = ctx;
  const available = input.availableIn ?? locales;
  const urlIn = (l: Locale) => absoluteUrl(ctx, l, input.routeKey, input.params?.[l] ?? input.params?.[locale]);
  const canonical = urlIn(locale);
  const title = fullTitle(t.siteName, input.title);
  const usesDefaultImage = !input.image;
  const image = input.image
    ? /^https?:\/\//.test(input.image)
      ? input.image
      : origins[locale] + input.image
    : origins[locale] + defaultShareImage.path;
  const imageAlt = input.imageAlt ?? t.meta.shareImageAlt;
  const geo = ctx.facts.geo;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...available.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: urlIn(l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlIn(available.includes(defaultLocale) ? defaultLocale : locale) },
    ...locales.map((l) => ({
      tagName: "link",
      rel: "sitemap",
      type: "application/xml",
      title: format(t.meta.sitemapTitle, { language: t.meta.languageNames[l] }),
      href: `${origins[l]}/sitemap.xml`,
    })),
    { name: "geo.region", content: geo.region },
    { name: "geo.placename", content: geo.placename },
    { name: "geo.position", content: `${geo.latitude};${geo.longitude}` },
    { name: "ICBM", content: `${geo.latitude}, ${geo.longitude}` },
    { name: "robots", content: input.noIndex ? "noindex, nofollow" : "index, follow" },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: t.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    ...(usesDefaultImage
      ? [
          { property: "og:image:width", content: String(defaultShareImage.width) },
          { property: "og:image:height", content: String(defaultShareImage.height) },
        ]
      : []),
    { property: "og:locale", content: ogLocale[locale] },
    ...(available.includes(otherLocale(locale)) ? [{ property: "og:locale:alternate", content: ogLocale[otherLocale(locale)] }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(input.jsonLd ?? []).map((object) => ({ "script:ld+json": object })),
  ];
  return tags;
}

/** Cut text to at most `max` characters on a word boundary, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}
