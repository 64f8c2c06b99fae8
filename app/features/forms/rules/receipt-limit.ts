/**
 * At most this many receipts go to one e-mail address in an hour, so that the forms cannot be used to flood
 * someone's mailbox; the requests over it still reach the association, only their receipt is left out.
 */
export const RECEIPTS_PER_ADDRESS_PER_HOUR = 3;

export const RECEIPT_WINDOW_MS = 60 * 60 * 1000;

/** Whether the `hits`-th receipt to one address in the current hour (counting this one) may be sent. */
export function receiptAllowed(hits: number): boolean {
  return hits <= RECEIPTS_PER_ADDRESS_PER_HOUR;
}
