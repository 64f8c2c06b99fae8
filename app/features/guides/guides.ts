import type { guides } from "~/db/schema";
import { type ContentSummary, bothSlugs, contentSummary, pickLocale } from "~/features/content/localized";
import type { Locale } from "~/i18n/locales";

export type GuideRow = typeof guides.$inferSelect;

/** A guide card: one language of a guide. */
export type GuideSummary = ContentSummary;

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

export function guideSummary(row: GuideRow, locale: Locale): GuideSummary {
  return contentSummary(row, locale, "guide-images");
}

/** The guide in one language with the body as stored (the caller cleans it). */
export function guideView(row: GuideRow, locale: Locale): GuideView {
  const summary = guideSummary(row, locale);
  return {
    ...summary,
    description: pickLocale(locale, row.metaDescriptionDe, row.metaDescriptionEs)?.trim() || summary.excerpt,
    contentHtml: pickLocale(locale, row.contentDe, row.contentEs),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    slugs: bothSlugs(row),
  };
}
