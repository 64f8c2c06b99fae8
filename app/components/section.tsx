import { type ReactNode, createContext, useContext, useId } from "react";
import { cn } from "~/lib/cn";

const widths = { wide: "max-w-7xl", medium: "max-w-5xl", narrow: "max-w-3xl" } as const;

/** The heading level of the innermost section around a component; 1 (the page's h1) outside any. */
const SectionLevel = createContext<1 | 2 | 3>(1);

/** The tag for a heading one level below the surrounding section's (h2 directly under the page, h3 in a section). */
export function useSubheadingTag(): "h2" | "h3" | "h4" {
  return `h${useContext(SectionLevel) + 1}` as "h2" | "h3" | "h4";
}

/**
 * A content section of a page: centred heading (h2, or h3 inside another
 * section) with an optional intro, the content, and optional calls to action
 * under it. The section is a landmark named by its heading.
 */
export function Section({
  id,
  title,
  intro,
  children,
  actions,
  level = 2,
  tone = "plain",
  width = "wide",
}: {
  /** Anchor of the section (e.g. a form other pages link to). */
  id?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Buttons centred under the content (calls to action). */
  actions?: ReactNode;
  level?: 2 | 3;
  tone?: "plain" | "muted";
  width?: keyof typeof widths;
}) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("scroll-mt-20 py-16", tone === "muted" && "bg-muted")}>
      <div className={cn("mx-auto px-4", widths[width])}>
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <Heading id={headingId} className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </Heading>
          {typeof intro === "string" ? (
            <p className="mt-4 text-lg text-muted-foreground">{intro}</p>
          ) : intro ? (
            <div className="mt-4 text-lg text-muted-foreground">{intro}</div>
          ) : null}
        </div>
        <SectionLevel.Provider value={level}>{children}</SectionLevel.Provider>
        {actions ? <div className={cn("flex flex-wrap justify-center gap-3", children ? "mt-10" : undefined)}>{actions}</div> : null}
      </div>
    </section>
  );
}
