import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { guides } from "~/db/schema";
import { contentDatabase } from "~/features/content/content-db.server";
import { galleryPictures } from "~/features/content/gallery-pictures";
import type { Locale } from "~/i18n/locales";
import { logger } from "~/lib/logger.server";
import { renderGuideContent } from "./guide-content.server";
import { type GuideRow, type GuideSummary, type GuideView, guideSummary, guideView } from "./guides";

/** Home page: at most three featured guides, by display order. */
export const FEATURED_GUIDES_LIMIT = 3;

/** Only published guides are public: a draft answers 404 and is in no list or sitemap. */
const published = eq(guides.status, "published");

/** Every published guide by display order (list, sitemap). */
export async function allGuideRows(): Promise<GuideRow[]> {
  return (await contentDatabase()).select().from(guides).where(published).orderBy(asc(guides.displayOrder), asc(guides.createdAt));
}

/** The guide list of one language, by display order. */
export async function loadGuideList(locale: Locale): Promise<GuideSummary[]> {
  return (await allGuideRows()).map((row, index) => guideSummary(row, locale, index === 0));
}

/** Up to three featured guides by display order, from the given database. */
export async function readFeaturedGuides(database: Database, locale: Locale): Promise<GuideSummary[]> {
  const rows = await database
    .select()
    .from(guides)
    .where(and(published, eq(guides.featured, true)))
    .orderBy(asc(guides.displayOrder), asc(guides.createdAt))
    .limit(FEATURED_GUIDES_LIMIT);
  return rows.map((row) => guideSummary(row, locale));
}

/**
 * The home page's featured guides. A failed read is logged and answers none:
 * the home page renders without them.
 */
export async function loadFeaturedGuides(locale: Locale): Promise<GuideSummary[]> {
  try {
    return await readFeaturedGuides(await contentDatabase(), locale);
  } catch (error) {
    logger.error({ err: error }, "featured guides could not be read");
    return [];
  }
}

/** The guide whose slug in this language matches, body cleaned; null when there is none. */
export async function loadGuide(locale: Locale, slug: string): Promise<GuideView | null> {
  const [row] = await (
    await contentDatabase()
  )
    .select()
    .from(guides)
    .where(and(published, eq(locale === "de" ? guides.slugDe : guides.slugEs, slug)))
    .limit(1);
  return row ? guidePage(row, locale) : null;
}

/** A guide's page in one language, body cleaned and its pictures placed (also the workspace's preview of a draft). */
export function guidePage(row: GuideRow, locale: Locale): GuideView {
  const view = guideView(row, locale);
  return {
    ...view,
    contentHtml: renderGuideContent(view.contentHtml, galleryPictures(row.galleryImages, "guide-images", locale, view.title)),
  };
}
