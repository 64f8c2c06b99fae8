import pLimit from "p-limit";

/** Refused at once: too much of this work is already running and waiting. */
export class BusyError extends Error {
  constructor() {
    super("too much picture work waiting");
    this.name = "BusyError";
  }
}

export type BoundedWork = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Runs at most `concurrency` pieces of work at once and lets at most `maxWaiting` wait; beyond that
 * a piece is refused (BusyError) instead of queueing without end, so a burst of requests costs
 * bounded memory and time.
 */
export function boundedWork(concurrency: number, maxWaiting: number): BoundedWork {
  const limit = pLimit(concurrency);
  return (work) => (limit.pendingCount >= maxWaiting ? Promise.reject(new BusyError()) : limit(work));
}

/** Everything sharp decodes or encodes (uploads, copies): as many at once as the machine has cores (2). */
export const pictureWork = boundedWork(2, 32);
