import { hasCard, summarizeDog } from "./classify";
import { type FilterCounts, filterCounts } from "./filter";
import { orderDogs } from "./order";
import type { Dog, DogSummary } from "./types";

/** Per list from the source (the same array until the next refresh): computed once, shared by every page. */
const listed = new WeakMap<readonly Dog[], readonly DogSummary[]>();
const counted = new WeakMap<readonly Dog[], FilterCounts>();

/** The dogs that get a card, as summaries, in list order (order.ts; shared: do not mutate). */
export function listedDogs(dogs: readonly Dog[]): readonly DogSummary[] {
  let summaries = listed.get(dogs);
  if (!summaries) {
    summaries = orderDogs(dogs.filter(hasCard).map(summarizeDog));
    listed.set(dogs, summaries);
  }
  return summaries;
}

/**
 * The hero's and the filter buttons' counts over the dogs that get a card: what the list shows, never an entry of
 * the source without a title or an id (issue 33: one card under "6 Schützlinge"); computed once per list.
 */
export function listedDogCounts(dogs: readonly Dog[]): FilterCounts {
  let counts = counted.get(dogs);
  if (!counts) {
    counts = filterCounts(listedDogs(dogs));
    counted.set(dogs, counts);
  }
  return counts;
}
