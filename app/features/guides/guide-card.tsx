import { ArrowRight, BookOpen } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent } from "~/components/ui/card";
import { articleImageSize } from "~/features/content/structured-data";
import { useLocalizedPath, useTranslations } from "~/i18n/hooks";
import type { GuideSummary } from "./guides";
import { guideMessages } from "./messages";

/**
 * A guide in a grid (guide list, featured guides on the home page). Pass
 * `eagerImage` for cards in the first visible row.
 */
export function GuideCard({ guide, eagerImage = false }: { guide: GuideSummary; eagerImage?: boolean }) {
  const t = useTranslations(guideMessages);
  const path = useLocalizedPath();
  return (
    <Card className="group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring" data-testid="guide-card">
      {guide.image ? (
        <img
          src={guide.image}
          alt=""
          width={articleImageSize.width}
          height={articleImageSize.height}
          loading={eagerImage ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[1200/630] w-full object-cover"
        />
      ) : (
        <div className="flex aspect-[1200/630] items-center justify-center bg-secondary text-primary">
          <BookOpen aria-hidden="true" className="size-12" />
        </div>
      )}
      <CardContent className="flex flex-1 flex-col gap-3 pt-6">
        {guide.category ? (
          <div>
            <Badge variant="secondary">{guide.category}</Badge>
          </div>
        ) : null}
        <h3 className="line-clamp-2 text-xl font-bold leading-snug">
          {/* The title link covers the whole card. */}
          <Link to={path("guideDetail", { slug: guide.slug })} className="after:absolute after:inset-0 focus-visible:outline-none">
            {guide.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-muted-foreground">{guide.excerpt}</p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-primary">
          {t.readMore}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </CardContent>
    </Card>
  );
}
