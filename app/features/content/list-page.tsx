import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";
import { useMessages } from "~/i18n/hooks";
import { useTexts } from "~/i18n/texts";
import { cardGridClass } from "./article-card";
import { CardSkeletons } from "./card-skeletons";
import { type MaybePending, AwaitServerData } from "./pending-data";

type Section = "blog" | "guides";

interface ListPageProps<Data, Item> {
  /** Whose texts: header and loading label from the frame (there before the data), the empty message from the section's texts. */
  section: Section;
  data: MaybePending<Data>;
  items: (data: Data) => readonly Item[];
  /** Placeholder cards while the data is pending. */
  skeleton: { count: number; testId: string };
  /** A card (its picture loads at once in the first row: the list's data says so, article-pictures.ts). */
  children: (item: Item) => ReactNode;
}

/** Blog and guide list: page header, then skeleton cards, the empty message or the grid of cards. */
export function ListPage<Data, Item>({ section, data, items, skeleton, children }: ListPageProps<Data, Item>) {
  const t = useMessages().contentSections[section];
  return (
    <>
      <PageHeader title={t.heading} lead={t.intro} />
      <section className="mx-auto max-w-6xl px-4 py-12">
        <AwaitServerData data={data} skeleton={<CardSkeletons count={skeleton.count} label={t.loadingList} testId={skeleton.testId} />}>
          {(value) => (
            <CardGrid section={section} items={items(value)}>
              {children}
            </CardGrid>
          )}
        </AwaitServerData>
      </section>
    </>
  );
}

/** The cards, or the section's empty message (rendered with the data, so the section's texts are there). */
function CardGrid<Item>({ section, items, children }: { section: Section; items: readonly Item[]; children: (item: Item) => ReactNode }) {
  const { empty } = useTexts(section);
  if (items.length === 0) return <p className="text-center text-lg text-muted-foreground">{empty}</p>;
  return <div className={cardGridClass}>{items.map((item) => children(item))}</div>;
}
