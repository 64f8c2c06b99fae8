import type { blogPosts } from "~/db/schema";
import { formatLongDate, newestFirst } from "~/features/content/dates";
import { type ContentSummary, bothSlugs, contentSummary, pickLocale } from "~/features/content/localized";
import { resolveMediaUrl } from "~/features/content/media";
import type { Locale } from "~/i18n/locales";

export type BlogPostRow = typeof blogPosts.$inferSelect;

/** A blog card: one language of a post. */
export interface BlogPostSummary extends ContentSummary {
  /** Calendar date, "2025-03-14". */
  publishedDate: string;
  /** The date in the long form of the language. */
  publishedLabel: string;
}

export interface GalleryImage {
  src: string;
  caption: string | null;
}

/** A whole post in one language; `contentHtml` is sanitised on the server. */
export interface BlogPostView extends BlogPostSummary {
  contentHtml: string;
  gallery: GalleryImage[];
  updatedAt: string;
  /** The post's slug in each language (language switch, hreflang). */
  slugs: Record<Locale, string>;
}

export function postSummary(row: BlogPostRow, locale: Locale): BlogPostSummary {
  return {
    ...contentSummary(row, locale, "blog-images"),
    publishedDate: row.publishedDate,
    publishedLabel: formatLongDate(row.publishedDate, locale),
  };
}

/** The post in one language with the body as given (the caller sanitises it); gallery URLs resolved, placeholders dropped. */
export function postView(row: BlogPostRow, locale: Locale): BlogPostView {
  return {
    ...postSummary(row, locale),
    contentHtml: pickLocale(locale, row.contentDe, row.contentEs),
    gallery: row.galleryImages.flatMap((image) => {
      const src = resolveMediaUrl("blog-images", image.url);
      return src ? [{ src, caption: pickLocale(locale, image.caption_de, image.caption_es)?.trim() || null }] : [];
    }),
    updatedAt: row.updatedAt.toISOString(),
    slugs: bothSlugs(row),
  };
}

/** The blog list: every post in one language, newest first (spec 2 §7). */
export function blogList(rows: readonly BlogPostRow[], locale: Locale): BlogPostSummary[] {
  return newestFirst(rows, (row) => row.publishedDate).map((row) => postSummary(row, locale));
}
