import type { blogPosts } from "~/db/schema";
import { formatLongDate, newestFirst } from "~/features/content/dates";
import { postGalleryPicture, postHeroPicture } from "~/features/content/article-pictures";
import {
  type ContentFields,
  type ContentSummary,
  bothSlugs,
  contentFields,
  contentSummary,
  focalPoint,
  pickLocale,
} from "~/features/content/localized";
import { galleryPictures } from "~/features/content/gallery-pictures";
import type { Locale } from "~/i18n/locales";

export type BlogPostRow = typeof blogPosts.$inferSelect;

/** The dates of a post in one language. */
interface PostDates {
  /** Calendar date, "2025-03-14". */
  publishedDate: string;
  /** The date in the long form of the language. */
  publishedLabel: string;
}

/** What cards and pages of a post share (heads, feed). */
export interface BlogPostFields extends ContentFields, PostDates {}

/** A blog card: one language of a post. */
export interface BlogPostSummary extends ContentSummary, PostDates {}

export interface GalleryImage {
  src: string;
  caption: string | null;
  /** Markup for its `<picture>` (gallery-pictures.ts: the alt text of a captioned picture without a description is empty). */
  picture: string;
}

/** A whole post in one language; `contentHtml` is sanitised on the server. */
export interface BlogPostView extends BlogPostFields {
  /** The main picture as markup for its `<picture>`. */
  heroPicture: string | null;
  contentHtml: string;
  gallery: GalleryImage[];
  updatedAt: string;
  /** The post's slug in each language (language switch, hreflang). */
  slugs: Record<Locale, string>;
}

const postDates = (row: BlogPostRow, locale: Locale): PostDates => ({
  publishedDate: row.publishedDate,
  publishedLabel: formatLongDate(row.publishedDate, locale),
});

export function postSummary(row: BlogPostRow, locale: Locale, firstInList = false): BlogPostSummary {
  return { ...contentSummary(row, locale, "blog-images", firstInList), ...postDates(row, locale) };
}

/** The post in one language with the body as given (the caller renders it); gallery URLs resolved, placeholders dropped. */
export function postView(row: BlogPostRow, locale: Locale): BlogPostView {
  const fields = contentFields(row, locale, "blog-images");
  const gallery = galleryPictures(row.galleryImages, "blog-images", locale, fields.title).flatMap((picture) =>
    picture ? [{ src: picture.src, caption: picture.caption, picture: postGalleryPicture(picture.src, picture.alt) }] : [],
  );
  return {
    ...fields,
    ...postDates(row, locale),
    heroPicture: postHeroPicture(fields.image, fields.imageAlt || fields.title, focalPoint(row)),
    contentHtml: pickLocale(locale, row.contentDe, row.contentEs),
    gallery,
    updatedAt: row.updatedAt.toISOString(),
    slugs: bothSlugs(row),
  };
}

/** The blog list: every post in one language, newest first; the first card's picture is the largest paint. */
export function blogList(rows: readonly BlogPostRow[], locale: Locale): BlogPostSummary[] {
  return newestFirst(rows, (row) => row.publishedDate).map((row, index) => postSummary(row, locale, index === 0));
}
