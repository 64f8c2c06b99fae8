import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";

/** A building block of a legal text. */
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

function Block({ block }: { block: LegalBlock }): ReactNode {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "lines":
      return (
        <p>
          {block.lines.map((line, index) => (
            <span key={line} className="block">
              {index === 0 ? <strong>{line}</strong> : line}
            </span>
          ))}
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-1 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "contact":
      return (
        <p>
          <span className="block">
            {block.labels.email}:{" "}
            <a href={`mailto:${block.email}`} className="text-primary underline-offset-4 hover:underline">
              {block.email}
            </a>
          </span>
          <span className="block">
            {block.labels.phone}:{" "}
            <a href={`tel:${block.phone.replace(/\s+/g, "")}`} className="text-primary underline-offset-4 hover:underline">
              {block.phone}
            </a>
          </span>
        </p>
      );
  }
}

/** A legal page (imprint, privacy): header, optional date line, sections. */
export function LegalDocument({ title, intro, sections }: { title: string; intro?: string; sections: readonly LegalSection[] }) {
  return (
    <>
      <PageHeader title={title} lead={intro} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 leading-relaxed">
        {sections.map((section) => (
          <section key={section.heading} id={section.id} className="scroll-mt-24 space-y-3">
            <h2 className="text-2xl font-bold">{section.heading}</h2>
            {section.blocks.map((block, index) => (
              // Static text in a fixed order: the position is a stable key.
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
