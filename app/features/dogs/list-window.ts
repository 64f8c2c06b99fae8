/**
 * How many cards of the filtered list a page shows: the first answer of the dog list carries a phone's worth
 * of cards, whatever the list's length; a "more" link (a plain link, so it works without JavaScript) shows
 * the next step. The count lives in the URL (`?show=`), next to the filters.
 */
export const cardsPerStep = 48;

/** The cards to show by the URL: a whole number of steps, at least one. */
export function shownLimitFrom(params: URLSearchParams): number {
  const asked = Number(params.get("show"));
  if (!Number.isInteger(asked) || asked <= cardsPerStep) return cardsPerStep;
  return Math.ceil(asked / cardsPerStep) * cardsPerStep;
}

/** The query string of the "more" link: the same filters, one step more. */
export function moreCardsSearch(params: URLSearchParams, limit: number): string {
  const next = new URLSearchParams(params);
  next.set("show", String(limit + cardsPerStep));
  return `?${next.toString()}`;
}
