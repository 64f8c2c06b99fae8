/**
 * Exponential back-off: the wait before retry number `retry` (1 for the
 * first retry) is base · 2^(retry − 1), capped. The dog source retries
 * quickly (1 s, 2 s, 4 s, capped at 30 s), the outbox patiently (30 s, 1 min,
 * 2 min, …, capped at one hour).
 */
export function backoffDelay(retry: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, retry - 1));
}
