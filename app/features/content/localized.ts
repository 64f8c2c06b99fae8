import type { FocalPoint } from "~/features/media/picture-html";
import type { Locale } from "~/i18n/locales";
import { cardPicture } from "./article-pictures";
import { type MediaBucket, resolveMediaUrl } from "~/features/media/media-url";

/** The per-language columns blog posts and guides share. */
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
  imageAltDe: string;
  imageAltEs: string;
  imageFocalX: number;
  imageFocalY: number;
}

/** The fields of a post or guide in one language that cards and pages share. */
export interface ContentFields {
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  /** The picture's URL (share tags, structured data, feed). */
  image: string | null;
  /** The picture's description in the language, empty when the editor gave none. */
  imageAlt: string;
}

/** A post or guide in one language, as a card shows it. */
export interface ContentSummary extends ContentFields {
  /** The card's picture as markup for its `<picture>` (article-pictures.ts). */
  picture: string | null;
}

export const pickLocale = <T>(locale: Locale, de: T, es: T): T => (locale === "de" ? de : es);

/** One language of a row; an empty category counts as none, the image resolves in the row's bucket. */
export function contentFields(row: LocalizedContentRow, locale: Locale, bucket: MediaBucket): ContentFields {
  return {
    slug: pickLocale(locale, row.slugDe, row.slugEs),
    title: pickLocale(locale, row.titleDe, row.titleEs),
    excerpt: pickLocale(locale, row.excerptDe, row.excerptEs),
    category: pickLocale(locale, row.categoryDe, row.categoryEs) || null,
    image: resolveMediaUrl(bucket, row.imageUrl),
    imageAlt: pickLocale(locale, row.imageAltDe, row.imageAltEs).trim(),
  };
}

/** The main picture's focal point, which its crops keep in view. */
export const focalPoint = (row: LocalizedContentRow): FocalPoint => ({ x: row.imageFocalX, y: row.imageFocalY });

/** A card of a row; `firstInList` for a list page's first card (its picture is the largest paint). */
export function contentSummary(row: LocalizedContentRow, locale: Locale, bucket: MediaBucket, firstInList = false): ContentSummary {
  const fields = contentFields(row, locale, bucket);
  return { ...fields, picture: cardPicture(fields.image, firstInList, focalPoint(row)) };
}

/** Both slugs of a row (language switch, hreflang alternates, sitemap). */
export const bothSlugs = (row: Pick<LocalizedContentRow, "slugDe" | "slugEs">): Record<Locale, string> => ({
  de: row.slugDe,
  es: row.slugEs,
});

/** The route parameters of each language from both slugs (a detail page's hreflang alternates, which the language switch follows). */
export const slugParams = (slugs: Record<Locale, string>): Record<Locale, { slug: string }> => ({
  de: { slug: slugs.de },
  es: { slug: slugs.es },
});
