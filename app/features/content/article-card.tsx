import { Icon } from "~/components/icons/icon";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent } from "~/components/ui/card";
import type { ContentSummary } from "./localized";

/** The grid of article cards (blog and guide lists, featured guides): one, two, then three columns. */
export const cardGridClass = "grid gap-8 sm:grid-cols-2 lg:grid-cols-3";

export interface ArticleCardProps {
  item: ContentSummary;
  href: string;
  readMore: string;
  /** Publication date of a blog post. */
  date?: { iso: string; label: string };
  /** 2 under the page's h1 (lists), 3 inside a section (home page). */
  headingLevel?: 2 | 3;
  testId: string;
}

/** A blog post or guide in a grid: image, category, date, title clamped to two lines, excerpt to three. */
export function ArticleCard({ item, href, readMore, date, headingLevel = 2, testId }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card
      className="group relative flex flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
      data-testid={testId}
    >
      {item.picture ? (
        // Markup made on the server (article-pictures.ts): AVIF and WebP copies at the width the card needs.
        <picture dangerouslySetInnerHTML={{ __html: item.picture }} />
      ) : (
        <div className="flex aspect-[1200/630] items-center justify-center bg-secondary text-primary">
          <Icon name="book-open" className="size-12" />
        </div>
      )}
      <CardContent className="flex flex-1 flex-col gap-3 pt-6">
        {item.category || date ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            {item.category ? <Badge variant="secondary">{item.category}</Badge> : null}
            {date ? <time dateTime={date.iso}>{date.label}</time> : null}
          </div>
        ) : null}
        <Heading className="line-clamp-2 text-xl font-bold leading-snug">
          {/* The title link covers the whole card. */}
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {item.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-muted-foreground">{item.excerpt}</p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-primary">
          {readMore}
          <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </CardContent>
    </Card>
  );
}
