import { describe, expect, it } from "vitest";
import { RECEIPTS_PER_ADDRESS_PER_HOUR, RECEIPT_WINDOW_MS, receiptAllowed } from "./receipt-limit";

describe("receipts per address", () => {
  it("sends the first three receipts of an hour and none after them", () => {
    expect(RECEIPTS_PER_ADDRESS_PER_HOUR).toBe(3);
    expect(RECEIPT_WINDOW_MS).toBe(3_600_000);
    expect([1, 2, 3, 4, 5, 50].map(receiptAllowed)).toEqual([true, true, true, false, false, false]);
  });
});
