import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";
import { useMessages } from "~/i18n/hooks";
import { cardGridClass } from "./article-card";

export type ListSection = "blog" | "guides";

/** Blog and guide list around their content (cards, or their skeletons): the page header (frame texts, there before the page's), then the list. */
export function ListLayout({ section, children }: { section: ListSection; children: ReactNode }) {
  const t = useMessages().contentSections[section];
  return (
    <>
      <PageHeader title={t.heading} lead={t.intro} />
      <section className="mx-auto max-w-6xl px-4 py-12">{children}</section>
    </>
  );
}

interface ListPageProps<Item> {
  /** Whose header: the frame's texts of the section. */
  section: ListSection;
  /** The section's page texts: the empty message. */
  texts: { empty: string };
  items: readonly Item[];
  /** A card (its picture loads at once in the first row: the list's data says so, article-pictures.ts). */
  children: (item: Item) => ReactNode;
}

/** Blog and guide list: page header, then the empty message or the grid of cards. */
export function ListPage<Item>({ section, items, texts, children }: ListPageProps<Item>) {
  return (
    <ListLayout section={section}>
      {items.length === 0 ? (
        <p className="text-center text-lg text-muted-foreground">{texts.empty}</p>
      ) : (
        <div className={cardGridClass}>{items.map((item) => children(item))}</div>
      )}
    </ListLayout>
  );
}
