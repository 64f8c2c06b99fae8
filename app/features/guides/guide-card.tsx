import { ArticleCard } from "~/features/content/article-card";
import { useLocalizedPath } from "~/i18n/hooks";
import { useTexts } from "~/i18n/texts";
import type { GuideSummary } from "./guides";

/**
 * A guide in a grid (guide list; featured guides on the home page, where
 * the cards sit in a section: `headingLevel={3}`).
 */
export function GuideCard({ guide, headingLevel }: { guide: GuideSummary; headingLevel?: 2 | 3 }) {
  const t = useTexts("guides");
  const path = useLocalizedPath();
  return (
    <ArticleCard
      item={guide}
      href={path("guideDetail", { slug: guide.slug })}
      readMore={t.readMore}
      headingLevel={headingLevel}
      testId="guide-card"
    />
  );
}
