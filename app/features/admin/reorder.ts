/** A row of a list the workspace orders by hand (guides, the team), in the list's current order. */
export interface OrderedRow {
  id: string;
  displayOrder: number;
}

/**
 * Moving one row a place up or down: the list is numbered anew (0, 1, 2 …) in its current order with the row and
 * its neighbour swapped, so that equal or gapped numbers never keep a row from moving. Answers the rows whose
 * number changes with their new one (none when the row is at that end already), or null when there is no such row.
 */
export function movedOrder<T extends OrderedRow>(
  rows: readonly T[],
  id: string,
  direction: "up" | "down",
): { row: T; displayOrder: number }[] | null {
  const from = rows.findIndex((row) => row.id === id);
  if (from < 0) return null;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= rows.length) return [];
  const order = [...rows];
  order.splice(to, 0, ...order.splice(from, 1));
  return order.flatMap((row, displayOrder) => (row.displayOrder === displayOrder ? [] : [{ row, displayOrder }]));
}
