import { describe, expect, it } from "vitest";
import { byteaFromHex, byteaToHex } from "./bytea";

describe("bytea in the text protocol", () => {
  it("writes every byte as two hex digits after \\x, from a view into a larger buffer too", () => {
    const larger = new Uint8Array([9, 0, 15, 16, 255, 9]);
    expect(byteaToHex(larger.subarray(1, 5))).toBe("\\x000f10ff");
    expect(byteaToHex(new Uint8Array())).toBe("\\x");
  });

  it("reads what it writes, as a Buffer", () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => (index * 37) % 256));
    const read = byteaFromHex(byteaToHex(bytes));
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read.equals(bytes)).toBe(true);
    expect(byteaFromHex("\\x").length).toBe(0);
  });

  it("refuses the old escape format instead of misreading it", () => {
    expect(() => byteaFromHex("abc\\000")).toThrow("only the hex format");
  });
});
