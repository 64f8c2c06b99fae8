import type { Locale } from "~/i18n/locales";
import { type MediaBucket, resolveMediaUrl } from "./media";

/** The per-language columns blog posts and guides share (spec 2 §3). */
export interface LocalizedContentRow {
  slugDe: string;
  slugEs: string;
  titleDe: string;
  titleEs: string;
  excerptDe: string;
  excerptEs: string;
  categoryDe: string | null;
  categoryEs: string | null;
  imageUrl: string | null;
}

/** A post or guide in one language, as a card shows it. */
export interface ContentSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  image: string | null;
}

export const pickLocale = <T>(locale: Locale, de: T, es: T): T => (locale === "de" ? de : es);

/** One language of a row; an empty category counts as none, the image resolves in the row's bucket. */
export function contentSummary(row: LocalizedContentRow, locale: Locale, bucket: MediaBucket): ContentSummary {
  return {
    slug: pickLocale(locale, row.slugDe, row.slugEs),
    title: pickLocale(locale, row.titleDe, row.titleEs),
    excerpt: pickLocale(locale, row.excerptDe, row.excerptEs),
    category: pickLocale(locale, row.categoryDe, row.categoryEs) || null,
    image: resolveMediaUrl(bucket, row.imageUrl),
  };
}

/** Both slugs of a row (language switch, hreflang alternates, sitemap). */
export const bothSlugs = (row: Pick<LocalizedContentRow, "slugDe" | "slugEs">): Record<Locale, string> => ({
  de: row.slugDe,
  es: row.slugEs,
});

/** The route parameters of each language from both slugs (a detail page's `alternateParams`, its hreflang alternates). */
export const slugParams = (slugs: Record<Locale, string>): Record<Locale, { slug: string }> => ({
  de: { slug: slugs.de },
  es: { slug: slugs.es },
});
