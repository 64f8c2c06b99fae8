import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { guides } from "~/db/schema";
import type { Locale } from "~/i18n/locales";

/** A guide card on the home page, in the visitor's language (text only: light, and no image host needed). */
export interface FeaturedGuide {
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
}

/** Spec 2 §7: featured guides on the home page, ordered by display order, at most 3. */
export const FEATURED_GUIDE_LIMIT = 3;

export async function loadFeaturedGuides(db: Database, locale: Locale): Promise<FeaturedGuide[]> {
  const rows = await db
    .select({
      slugDe: guides.slugDe,
      slugEs: guides.slugEs,
      titleDe: guides.titleDe,
      titleEs: guides.titleEs,
      excerptDe: guides.excerptDe,
      excerptEs: guides.excerptEs,
      categoryDe: guides.categoryDe,
      categoryEs: guides.categoryEs,
    })
    .from(guides)
    .where(eq(guides.featured, true))
    .orderBy(asc(guides.displayOrder))
    .limit(FEATURED_GUIDE_LIMIT);
  return rows.map((row) => ({
    slug: locale === "de" ? row.slugDe : row.slugEs,
    title: locale === "de" ? row.titleDe : row.titleEs,
    excerpt: locale === "de" ? row.excerptDe : row.excerptEs,
    category: locale === "de" ? row.categoryDe : row.categoryEs,
  }));
}
