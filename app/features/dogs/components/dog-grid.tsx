import { memo, useContext } from "react";
import { useLocalizedPath } from "~/i18n/hooks";
import type { DogTexts } from "../texts";
import type { DogSummary } from "../types";
import { DogCardMarkupContext } from "./card-markup";
import { DogCard, type DogCardProps } from "./dog-card";

/**
 * A grid of dog cards, 1/2/3/4 columns by width. The cards hold plain links,
 * which the frame follows in the app (`data-links-in-app`,
 * framework/links-in-app.ts), so a grid of 1,000 cards does not
 * carry 1,000 router links, and a grid whose code has not loaded yet (a
 * deferred one, dog-grid-island.tsx) works the same. With `shown`, only
 * those dogs get a card, at most `limit` of them (the dog list's window); of
 * those, `revealed` (useProgressiveReveal, the dog list's) says which show yet:
 * the others wait hidden. Pictures load lazily; in a grid on the first screen
 * (`firstScreen`) the first card's loads at once with high priority: on a phone
 * it is the largest paint, and nothing else shares the line with it.
 * On the server a lazy card is the markup the server keeps (card-markup.server.ts);
 * the first card is rendered in place: for a dog without a photo React preloads
 * the placeholder picture of high priority from there, which kept markup would not.
 */
export const DogGrid = memo(function DogGrid({
  dogs,
  shown,
  revealed,
  limit = Number.POSITIVE_INFINITY,
  texts,
  firstScreen = false,
  className,
}: {
  dogs: readonly DogSummary[];
  texts: DogTexts;
  shown?: ReadonlySet<string>;
  /** The most cards to show. */
  limit?: number;
  /** Undefined: every dog in `shown`. */
  revealed?: ReadonlySet<string>;
  /** The grid begins within the first screen (the dog list, the favourites). */
  firstScreen?: boolean;
  className?: string;
}) {
  const dogsPath = useLocalizedPath()("dogs");
  const cardMarkup = useContext(DogCardMarkupContext);

  let position = 0;
  return (
    <ul className={className ? `dog-grid ${className}` : "dog-grid"} data-links-in-app="">
      {dogs.map((dog) => {
        if (shown && !shown.has(dog.id)) return null;
        const index = position++;
        if (index >= limit) return null;
        const hidden = !revealed || revealed.has(dog.id) ? undefined : true;
        const card: DogCardProps = {
          dog,
          href: `${dogsPath}/${encodeURIComponent(dog.slug)}`,
          texts,
          loading: firstScreen && index === 0 ? "priority" : "lazy",
        };
        if (cardMarkup && card.loading === "lazy") {
          return <li key={dog.id} hidden={hidden} dangerouslySetInnerHTML={{ __html: cardMarkup(card) }} />;
        }
        return (
          <li key={dog.id} hidden={hidden}>
            <DogCard {...card} />
          </li>
        );
      })}
    </ul>
  );
});
