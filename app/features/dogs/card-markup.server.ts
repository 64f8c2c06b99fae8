import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { DogCard, type DogCardProps } from "./components/dog-card";
import type { DogTexts } from "./texts";
import type { DogSummary } from "./types";

/**
 * The markup of each lazily loading card, per language's texts and dog summary: a summary is the same object until
 * the next refresh of the list (list.ts), so an old list's cards go with it. `renderToString` writes what the page's
 * render would write in place (text separators included), so the browser hydrates it as its own, as long as a card
 * is its props alone (DogCard): no context, no per-request value, no `useId`, nothing that suspends.
 */
const kept = new WeakMap<DogTexts, WeakMap<DogSummary, Map<string, string>>>();

/** A lazy card's markup, rendered on its first request and kept (DogCardMarkupContext). */
export function keptDogCardMarkup(card: DogCardProps): string {
  let byDog = kept.get(card.texts);
  if (!byDog) kept.set(card.texts, (byDog = new WeakMap()));
  let byCard = byDog.get(card.dog);
  if (!byCard) byDog.set(card.dog, (byCard = new Map<string, string>()));
  const key = `${card.loading ?? "lazy"} ${card.href}`;
  let markup = byCard.get(key);
  if (markup === undefined) {
    markup = renderToString(createElement(DogCard, card));
    byCard.set(key, markup);
  }
  return markup;
}
