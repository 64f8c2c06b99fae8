import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { appendOperator, combineCrc32 } from "./crc32-combine";

describe("combineCrc32", () => {
  it("gives the CRC-32 of two parts together, for parts of any length", () => {
    for (const [lengthA, lengthB] of [
      [0, 0],
      [0, 24],
      [24, 0],
      [1, 1],
      [7, 24],
      [65_536, 24],
      [24, 100_003],
      [300_000, 1],
    ]) {
      const a = randomBytes(lengthA!);
      const b = randomBytes(lengthB!);
      expect(combineCrc32(crc32(a), crc32(b), appendOperator(b.length))).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  it("chains over many parts as crc32 over their concatenation", () => {
    const parts = Array.from({ length: 12 }, (_, index) => randomBytes(index * 997 + 3));
    const combined = parts.reduce(
      (crc, part, index) => (index === 0 ? crc32(part) : combineCrc32(crc, crc32(part), appendOperator(part.length))),
      0,
    );
    expect(combined).toBe(crc32(Buffer.concat(parts)));
  });
});
