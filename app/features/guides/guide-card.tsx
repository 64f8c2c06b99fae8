import { ArticleCard } from "~/features/content/article-card";
import { useLocalizedPath, useTranslations } from "~/i18n/hooks";
import type { GuideSummary } from "./guides";
import { guideMessages } from "./messages";

/**
 * A guide in a grid (guide list; featured guides on the home page, where
 * the cards sit in a section: `headingLevel={3}`). Pass `eagerImage` for
 * cards in the first visible row.
 */
export function GuideCard({ guide, eagerImage, headingLevel }: { guide: GuideSummary; eagerImage?: boolean; headingLevel?: 2 | 3 }) {
  const t = useTranslations(guideMessages);
  const path = useLocalizedPath();
  return (
    <ArticleCard
      item={guide}
      href={path("guideDetail", { slug: guide.slug })}
      readMore={t.readMore}
      eagerImage={eagerImage}
      headingLevel={headingLevel}
      testId="guide-card"
    />
  );
}
