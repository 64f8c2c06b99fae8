import { PageHeader } from "~/components/page-header";

/** A building block of a legal text's first version (legal-html.ts writes it as rich text). */
export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "lines"; lines: readonly string[] }
  | { kind: "list"; items: readonly string[] }
  | { kind: "contact"; email: string; phone: string; labels: { email: string; phone: string } };

export type LegalSection = {
  /** Anchor other pages link to (e.g. the privacy page's YouTube section). */
  id?: string;
  heading: string;
  blocks: readonly LegalBlock[];
};

export const paragraph = (text: string): LegalBlock => ({ kind: "paragraph", text });
export const lines = (...items: string[]): LegalBlock => ({ kind: "lines", lines: items });
export const list = (...items: string[]): LegalBlock => ({ kind: "list", items });

/**
 * A legal page (imprint, privacy): header, optional date line, and its text, the rich text its editors keep in the
 * workspace (sanitised, the association's facts filled in, on the server: legal-page.server.ts).
 */
export function LegalDocument({ title, intro, html }: { title: string; intro?: string; html: string }) {
  return (
    <>
      <PageHeader title={title} lead={intro} />
      <div className="rich-text mx-auto max-w-3xl px-4 py-12 [&_h2]:scroll-mt-24" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
