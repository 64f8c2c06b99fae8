import { createHash } from "node:crypto";
import type { Database } from "~/db/client.server";
import { countAttempt } from "~/features/rate-limit/counter.server";
import { personAddress } from "./rules/person-address";
import { RECEIPT_WINDOW_MS, receiptAllowed } from "./rules/receipt-limit";

/** The rate-limit key counting the receipts to one address (as `personAddress` gives it): only its hash is kept. */
export const receiptLimitKey = (address: string) => `receipt-address:${createHash("sha256").update(address).digest("hex")}`;

/**
 * Counts a receipt for `address` (in the database, for every instance together; only a hash of the address
 * is kept) and tells whether it may be sent. Called in the transaction that enqueues it: a submission that is
 * rolled back counts nothing.
 */
export async function takeReceiptAllowance(tx: Database, address: string): Promise<boolean> {
  return receiptAllowed((await countAttempt(tx, receiptLimitKey(personAddress(address) ?? address), RECEIPT_WINDOW_MS)).hits);
}
