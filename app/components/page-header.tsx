import type { ReactNode } from "react";

/**
 * The header band of a page without a hero image (dog list, blog, guides,
 * FAQ, contact, legal pages): the page's h1, optional content under it (the
 * dog list's count) and a lead text.
 */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="page-header">
      <div className="page-header-body">
        <h1 className="page-title">{title}</h1>
        {children}
        {lead ? <p className="page-header-lead">{lead}</p> : null}
      </div>
    </section>
  );
}
