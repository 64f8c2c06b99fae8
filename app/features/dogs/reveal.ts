/** Cards revealed per step after a filter change (about one screen). */
const revealStep = 24;

/**
 * The next set of visible cards after a filter change: the matching dogs
 * already visible stay, plus the next `step` matching ones in list order.
 */
export function revealMore(
  dogs: readonly { id: string }[],
  matching: ReadonlySet<string>,
  wasVisible: (id: string) => boolean,
  step = revealStep,
): Set<string> {
  const next = new Set<string>();
  let added = 0;
  for (const dog of dogs) {
    if (!matching.has(dog.id)) continue;
    if (wasVisible(dog.id)) next.add(dog.id);
    else if (added < step) {
      next.add(dog.id);
      added++;
    }
  }
  return next;
}
