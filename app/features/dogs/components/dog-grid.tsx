import { type MouseEvent, memo, startTransition, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useLocalizedPath } from "~/i18n/hooks";
import { useTexts } from "~/i18n/texts";
import { revealMore } from "../reveal";
import type { DogSummary } from "../types";
import { DogCard, DogCardSymbols } from "./dog-card";

/** Cards in the first row of the widest grid load eagerly, the first one with high priority. */
const eagerCards = 4;

/**
 * After a filter change, cards that were visible and still match stay as they
 * are, cards that stop matching hide at once, and cards that start matching
 * appear a screenful at a time: showing hundreds of cards in one go makes the
 * browser build their layout in one long task, during which typing would
 * stall. The first render (server and hydration) shows every match.
 * Returns the ids to show, or undefined for "all matches".
 */
function useProgressiveReveal(dogs: readonly DogSummary[], shown: ReadonlySet<string> | undefined): ReadonlySet<string> | undefined {
  const [reveal, setReveal] = useState<{ shown: typeof shown; visible: ReadonlySet<string> | undefined }>({ shown, visible: undefined });

  let current = reveal;
  if (reveal.shown !== shown) {
    // A new filter result: decided in this very render (no flash of all cards).
    const { shown: before, visible: revealed } = reveal;
    const wasVisible = (id: string) => (revealed ? revealed.has(id) : !before || before.has(id));
    current = { shown, visible: shown && revealMore(dogs, shown, wasVisible) };
    setReveal(current);
  }

  const pending = current.visible !== undefined && shown !== undefined && current.visible.size < shown.size;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      startTransition(() =>
        setReveal((state) =>
          state.shown === shown && state.visible && shown
            ? { shown, visible: revealMore(dogs, shown, (id) => state.visible!.has(id)) }
            : state,
        ),
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [pending, current, dogs, shown]);
  return current.visible;
}

/**
 * A grid of dog cards, 1/2/3/4 columns by width. The cards hold plain links;
 * one click handler here turns a click into a client-side navigation, so a
 * grid of 1,000 cards does not carry 1,000 router links. With `shown`, only
 * those dogs are visible: the others stay in the page, hidden, so filtering
 * toggles attributes instead of building and dropping card elements.
 */
export const DogGrid = memo(function DogGrid({
  dogs,
  shown,
  className,
}: {
  dogs: readonly DogSummary[];
  shown?: ReadonlySet<string>;
  className?: string;
}) {
  const navigate = useNavigate();
  const texts = useTexts("dogs");
  const dogsPath = useLocalizedPath()("dogs");
  const visible = useProgressiveReveal(dogs, shown);

  const openInApp = (event: MouseEvent<HTMLUListElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    navigate(href);
  };

  let position = 0;
  return (
    <>
      <DogCardSymbols />
      {/* No key handler needed: Enter on a link inside is a click that bubbles here. */}
      <ul className={className ? `dog-grid ${className}` : "dog-grid"} onClick={openInApp}>
        {dogs.map((dog) => {
          const index = !shown || shown.has(dog.id) ? position++ : -1;
          return (
            <li key={dog.id} hidden={index >= 0 && (!visible || visible.has(dog.id)) ? undefined : true}>
              <DogCard
                dog={dog}
                href={`${dogsPath}/${encodeURIComponent(dog.slug)}`}
                texts={texts}
                loading={index === 0 ? "priority" : index >= 0 && index < eagerCards ? "eager" : "lazy"}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
});
