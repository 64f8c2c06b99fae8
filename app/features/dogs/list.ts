import { hasCard, summarizeDog } from "./classify";
import { orderDogs } from "./order";
import type { Dog, DogSummary } from "./types";

/** The dogs that get a card, as summaries, in the list order of spec 1 §5. */
export function listedDogs(dogs: readonly Dog[]): DogSummary[] {
  return orderDogs(dogs.filter(hasCard).map(summarizeDog));
}
