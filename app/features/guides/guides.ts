import type { guides } from "~/db/schema";
import { resolveMediaUrl } from "~/features/content/media";
import type { Locale } from "~/i18n/locales";

export type GuideRow = typeof guides.$inferSelect;

/** A guide card: one language of a guide. */
export interface GuideSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  image: string | null;
}

/** A whole guide in one language; `contentHtml` is the cleaned body (spec 2 §5). */
export interface GuideView extends GuideSummary {
  /** Meta description, the excerpt when the guide has none. */
  description: string;
  contentHtml: string;
  createdAt: string;
  updatedAt: string;
  /** The guide's slug in each language (language switch, hreflang). */
  slugs: Record<Locale, string>;
}

const pick = <T>(locale: Locale, de: T, es: T) => (locale === "de" ? de : es);

export function guideSummary(row: GuideRow, locale: Locale): GuideSummary {
  return {
    slug: pick(locale, row.slugDe, row.slugEs),
    title: pick(locale, row.titleDe, row.titleEs),
    excerpt: pick(locale, row.excerptDe, row.excerptEs),
    category: pick(locale, row.categoryDe, row.categoryEs) || null,
    image: resolveMediaUrl("guide-images", row.imageUrl),
  };
}

/** The guide in one language with the body as stored (the caller cleans it). */
export function guideView(row: GuideRow, locale: Locale): GuideView {
  const summary = guideSummary(row, locale);
  return {
    ...summary,
    description: pick(locale, row.metaDescriptionDe, row.metaDescriptionEs)?.trim() || summary.excerpt,
    contentHtml: pick(locale, row.contentDe, row.contentEs),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    slugs: { de: row.slugDe, es: row.slugEs },
  };
}
