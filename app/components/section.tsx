import { type ComponentProps, type ReactNode, createContext, useContext, useId } from "react";
import { cn } from "~/lib/cn";

const widths = { wide: "max-w-7xl", medium: "max-w-5xl", narrow: "max-w-3xl" } as const;

/** Whether a component sits in a section (whose heading is an h2) or directly under the page's h1. */
const InSection = createContext(false);

/**
 * A heading one level below the surrounding one: h3 in a section, h2 directly under the page's h1
 * (`level` 1 goes one further down, e.g. a form step's name under the form's title).
 */
export function Subheading({ level = 0, ...props }: ComponentProps<"h2"> & { level?: 0 | 1 }) {
  const inSection = useContext(InSection);
  const depth = (inSection ? 3 : 2) + level;
  const Tag = depth === 2 ? "h2" : depth === 3 ? "h3" : "h4";
  return <Tag {...props} />;
}

/**
 * A content section of a page: centred h2 heading with an optional intro,
 * the content, and optional calls to action under it. The section is a
 * landmark named by its heading.
 */
export function Section({
  id,
  title,
  intro,
  children,
  actions,
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
  tone?: "plain" | "muted";
  width?: keyof typeof widths;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn("page-section", tone === "muted" && "bg-muted")}>
      <div className={cn("mx-auto px-4", widths[width])}>
        <div className="page-section-head">
          <h2 id={headingId} className="section-heading">
            {title}
          </h2>
          {typeof intro === "string" ? (
            <p className="section-intro">{intro}</p>
          ) : intro ? (
            <div className="section-intro">{intro}</div>
          ) : null}
        </div>
        <InSection.Provider value={true}>{children}</InSection.Provider>
        {actions ? <div className={cn("section-actions", children ? "mt-10" : undefined)}>{actions}</div> : null}
      </div>
    </section>
  );
}
