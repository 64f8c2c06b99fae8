/** Where an entry stands in its catalogue. */
interface Placed {
  id: string;
  displayOrder: number;
}

/**
 * The order of a catalogue's entries: by their number, entries that share one in the same order every time (by id;
 * the workspace's arrows number the whole list anew, which ends any tie).
 */
export const inFaqOrder = (a: Placed, b: Placed) => a.displayOrder - b.displayOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The catalogue's entries after moving one a place up or down: numbered 0, 1, 2… in the new order. Undefined when
 * the catalogue has no such entry; the same order when it cannot move further.
 */
export function movedOne<T extends Placed>(entries: readonly T[], id: string, direction: "up" | "down"): T[] | undefined {
  const ordered = [...entries].sort(inFaqOrder);
  const from = ordered.findIndex((entry) => entry.id === id);
  if (from < 0) return undefined;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to >= 0 && to < ordered.length) [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
  return ordered.map((entry, displayOrder) => ({ ...entry, displayOrder }));
}
