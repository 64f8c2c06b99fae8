import { hasCard, summarizeDog } from "./classify";
import { orderDogs } from "./order";
import type { Dog, DogSummary } from "./types";

/** Per list from the source (the same array until the next refresh): computed once, shared by every page. */
const listed = new WeakMap<readonly Dog[], readonly DogSummary[]>();

/** The dogs that get a card, as summaries, in the list order of spec 1 §5 (shared: do not mutate). */
export function listedDogs(dogs: readonly Dog[]): readonly DogSummary[] {
  let summaries = listed.get(dogs);
  if (!summaries) {
    summaries = orderDogs(dogs.filter(hasCard).map(summarizeDog));
    listed.set(dogs, summaries);
  }
  return summaries;
}
