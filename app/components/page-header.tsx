import type { ReactNode } from "react";

/**
 * The header band of a page without a hero image (dog list, blog, guides,
 * FAQ, contact, legal pages): the page's h1, optional content under it (the
 * dog list's count) and a lead text.
 */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="border-b bg-secondary/60">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h1 className="page-title">{title}</h1>
        {children}
        {lead ? <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p> : null}
      </div>
    </section>
  );
}
