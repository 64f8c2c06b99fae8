/**
 * In-process wake-up call: a committed submission tells the mail workers of
 * this process to look at the outbox now instead of at their next poll.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyOutbox() {
  for (const listener of listeners) listener();
}
