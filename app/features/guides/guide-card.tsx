import { ArticleCard } from "~/features/content/article-card";
import { useLocalizedPath } from "~/i18n/hooks";
import type { GuideSummary } from "./guides";
import type { GuideTexts } from "./texts";

/**
 * A guide in a grid (guide list; featured guides on the home page, where
 * the cards sit in a section: `headingLevel={3}`).
 */
export function GuideCard({ guide, headingLevel, texts: t }: { guide: GuideSummary; headingLevel?: 2 | 3; texts: GuideTexts }) {
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
