import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import type { PageImage } from "./images";

/**
 * The hero of a page: background image with a dark gradient for contrast, the
 * page's only h1, a lead text and optional badge and actions. Hero
 * images 400 px high (500 on larger screens); the home hero at least 600 px.
 */
export function PageHero({
  title,
  lead,
  image,
  badge,
  children,
  size = "page",
}: {
  title: string;
  lead?: string;
  image: PageImage;
  badge?: string;
  children?: ReactNode;
  size?: "page" | "home";
}) {
  return (
    // Content is top-aligned (.page-hero): when the web font swaps in and the text re-wraps, nothing above it moves.
    <section className={`page-hero page-hero-${size}`}>
      <img src={image.src} width={image.width} height={image.height} alt="" fetchPriority="high" className="page-hero-picture" />
      <div className="page-hero-shade" aria-hidden="true" />
      <div className={`page-hero-body page-hero-body-${size}`}>
        <div className="max-w-3xl">
          {badge ? (
            <Badge variant="accent" className="mb-5 text-sm">
              {badge}
            </Badge>
          ) : null}
          <h1 className="page-title lg:text-6xl">{title}</h1>
          {lead ? <p className="page-hero-lead">{lead}</p> : null}
          {children ? <div className="page-hero-actions">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}

/** Paragraphs of running text. */
export function Prose({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={cn("prose-text", className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
