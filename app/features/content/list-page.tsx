import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";
import { cardGridClass } from "./article-card";
import { type MaybePending, AwaitServerData } from "./pending-data";

/** Cards in the first row are above the fold: their images load at once, the others lazily. */
export const EAGER_CARD_IMAGES = 3;

interface ListPageProps<Data, Item> {
  heading: string;
  intro: string;
  data: MaybePending<Data>;
  items: (data: Data) => readonly Item[];
  skeleton: ReactNode;
  empty: string;
  children: (item: Item, index: number) => ReactNode;
}

/** Blog and guide list: page header, then skeleton cards, the empty message or the grid of cards. */
export function ListPage<Data, Item>({ heading, intro, data, items, skeleton, empty, children }: ListPageProps<Data, Item>) {
  return (
    <>
      <PageHeader title={heading} lead={intro} />
      <section className="mx-auto max-w-6xl px-4 py-12">
        <AwaitServerData data={data} skeleton={skeleton}>
          {(value) => {
            const list = items(value);
            return list.length === 0 ? (
              <p className="text-center text-lg text-muted-foreground">{empty}</p>
            ) : (
              <div className={cardGridClass}>{list.map(children)}</div>
            );
          }}
        </AwaitServerData>
      </section>
    </>
  );
}
