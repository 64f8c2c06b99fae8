import type { guides } from "~/db/schema";
import { guideHeroPicture } from "~/features/content/article-pictures";
import {
  type ContentFields,
  type ContentSummary,
  bothSlugs,
  contentFields,
  contentSummary,
  focalPoint,
  pickLocale,
} from "~/features/content/localized";
import type { Locale } from "~/i18n/locales";

export type GuideRow = typeof guides.$inferSelect;

/** A guide card: one language of a guide. */
export type GuideSummary = ContentSummary;

/** A whole guide in one language; `contentHtml` is the cleaned body. */
export interface GuideView extends ContentFields {
  /** The picture behind the title as markup for its `<picture>`. */
  heroPicture: string | null;
  /** Meta description, the excerpt when the guide has none. */
  description: string;
  contentHtml: string;
  createdAt: string;
  updatedAt: string;
  /** The guide's slug in each language (language switch, hreflang). */
  slugs: Record<Locale, string>;
}

/** A guide's card; `firstInList` for the list page's first card. */
export function guideSummary(row: GuideRow, locale: Locale, firstInList = false): GuideSummary {
  return contentSummary(row, locale, "guide-images", firstInList);
}

/** The guide in one language with the body as stored (the caller cleans it). */
export function guideView(row: GuideRow, locale: Locale): GuideView {
  const fields = contentFields(row, locale, "guide-images");
  return {
    ...fields,
    heroPicture: guideHeroPicture(fields.image, fields.imageAlt, focalPoint(row)),
    description: pickLocale(locale, row.metaDescriptionDe, row.metaDescriptionEs)?.trim() || fields.excerpt,
    contentHtml: pickLocale(locale, row.contentDe, row.contentEs),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    slugs: bothSlugs(row),
  };
}
