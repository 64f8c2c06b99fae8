import { randomBytes } from "node:crypto";
import { Readable, type Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { isSealedBackup, openBackup, sealBackup } from "./backup-encryption";

const key = "correct horse battery staple, longer";

/** `bytes` through `transforms`, in chunks of `chunk` bytes as a file is read. */
async function through(bytes: Buffer, transforms: Transform[], chunk = 16 * 1024): Promise<Buffer> {
  const pieces: Buffer[] = [];
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, n) => bytes.subarray(n * chunk, (n + 1) * chunk));
  await pipeline(Readable.from(chunks), ...(transforms as [Transform]), async (source: AsyncIterable<Buffer>) => {
    for await (const piece of source) pieces.push(piece);
  });
  return Buffer.concat(pieces);
}

const sealed = (bytes: Buffer) => through(bytes, [sealBackup(key)]);

describe("a sealed backup", () => {
  it("opens to what was sealed, whatever its length and however it is read", async () => {
    for (const length of [0, 1, 64 * 1024, 64 * 1024 + 1, 200_000]) {
      const plain = randomBytes(length);
      const file = await sealed(plain);
      expect(isSealedBackup(file)).toBe(true);
      // Not a byte of a long plain run shows (one random byte would, by chance: hence 64 and more).
      if (length >= 64) expect(file.includes(plain.subarray(0, 64))).toBe(false);
      expect((await through(file, [openBackup(key)], 7_000)).equals(plain)).toBe(true);
    }
  });

  it("passes a plain backup as it is, with or without a key", async () => {
    const plain = Buffer.from([0x1f, 0x8b, 8, 0, ...randomBytes(100_000)]);
    expect((await through(plain, [openBackup(key)])).equals(plain)).toBe(true);
    expect((await through(plain, [openBackup(undefined)])).equals(plain)).toBe(true);
    expect((await through(Buffer.from("x"), [openBackup(undefined)])).toString()).toBe("x");
  });

  it("is refused without the key, with another, altered, cut off or with a record dropped", async () => {
    const file = await sealed(randomBytes(150_000));
    const header = file.length - (150_000 + 3 * 16);
    const record = 64 * 1024 + 16;
    await expect(through(file, [openBackup(undefined)])).rejects.toThrow("the backup is sealed: set BACKUP_KEY");
    await expect(through(file, [openBackup("another key of some length")])).rejects.toThrow("cannot be opened with BACKUP_KEY");
    const altered = Buffer.from(file);
    altered[header + 10] = altered[header + 10]! ^ 1;
    await expect(through(altered, [openBackup(key)])).rejects.toThrow("cannot be opened with BACKUP_KEY");
    // Cut after a whole record: the record before the cut was not sealed as the last one.
    await expect(through(file.subarray(0, header + record), [openBackup(key)])).rejects.toThrow("cannot be opened with BACKUP_KEY");
    await expect(through(file.subarray(0, file.length - 5), [openBackup(key)])).rejects.toThrow("cannot be opened with BACKUP_KEY");
    const dropped = Buffer.concat([file.subarray(0, header), file.subarray(header + record)]);
    await expect(through(dropped, [openBackup(key)])).rejects.toThrow("cannot be opened with BACKUP_KEY");
  });
});
