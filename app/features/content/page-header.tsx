/** Heading band of the blog and guide lists. */
export function ListPageHeader({ heading, intro }: { heading: string; intro: string }) {
  return (
    <header className="bg-secondary/60">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{intro}</p>
      </div>
    </header>
  );
}

/** The grid of the blog and guide lists: one, two, then three columns. */
export const cardGridClass = "grid gap-8 sm:grid-cols-2 lg:grid-cols-3";

/** Cards in the first row are above the fold: their images load at once, the others lazily. */
export const EAGER_CARD_IMAGES = 3;
