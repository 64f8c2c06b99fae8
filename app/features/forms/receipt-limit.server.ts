import { createHash } from "node:crypto";
import type { Database } from "~/db/client.server";
import { countAttempt } from "~/features/rate-limit/counter.server";
import { RECEIPT_WINDOW_MS, receiptAllowed, receiptLimitAddress } from "./rules/receipt-limit";

/**
 * Counts a receipt for `address` (in the database, for every instance together; only a hash of the address
 * is kept) and tells whether it may be sent. Called in the transaction that enqueues it: a submission that is
 * rolled back counts nothing.
 */
export async function takeReceiptAllowance(tx: Database, address: string): Promise<boolean> {
  const key = `receipt-address:${createHash("sha256").update(receiptLimitAddress(address)).digest("hex")}`;
  return receiptAllowed((await countAttempt(tx, key, RECEIPT_WINDOW_MS)).hits);
}
