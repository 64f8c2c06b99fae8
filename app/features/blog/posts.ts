import type { blogPosts } from "~/db/schema";
import { formatLongDate, newestFirst } from "~/features/content/dates";
import { resolveMediaUrl } from "~/features/content/media";
import type { Locale } from "~/i18n/locales";

export type BlogPostRow = typeof blogPosts.$inferSelect;

/** A blog card: one language of a post. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  /** Calendar date, "2025-03-14". */
  publishedDate: string;
  /** The date in the long form of the language. */
  publishedLabel: string;
  image: string | null;
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

const pick = <T>(locale: Locale, de: T, es: T) => (locale === "de" ? de : es);

export function postSummary(row: BlogPostRow, locale: Locale): BlogPostSummary {
  return {
    slug: pick(locale, row.slugDe, row.slugEs),
    title: pick(locale, row.titleDe, row.titleEs),
    excerpt: pick(locale, row.excerptDe, row.excerptEs),
    category: pick(locale, row.categoryDe, row.categoryEs) || null,
    publishedDate: row.publishedDate,
    publishedLabel: formatLongDate(row.publishedDate, locale),
    image: resolveMediaUrl("blog-images", row.imageUrl),
  };
}

/** The post in one language with the body as given (the caller sanitises it); gallery URLs resolved, placeholders dropped. */
export function postView(row: BlogPostRow, locale: Locale): BlogPostView {
  return {
    ...postSummary(row, locale),
    contentHtml: pick(locale, row.contentDe, row.contentEs),
    gallery: row.galleryImages.flatMap((image) => {
      const src = resolveMediaUrl("blog-images", image.url);
      return src ? [{ src, caption: pick(locale, image.caption_de, image.caption_es)?.trim() || null }] : [];
    }),
    updatedAt: row.updatedAt.toISOString(),
    slugs: { de: row.slugDe, es: row.slugEs },
  };
}

/** The blog list: every post in one language, newest first (spec 2 §7). */
export function blogList(rows: readonly BlogPostRow[], locale: Locale): BlogPostSummary[] {
  return newestFirst(rows, (row) => row.publishedDate).map((row) => postSummary(row, locale));
}
