import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffBytes, sniffPicture } from "./picture-sniff";

const make = (format: "jpeg" | "png" | "webp" | "avif" | "gif" | "tiff") =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: "#c0703a" } })
    .toFormat(format)
    .toBuffer();
const head = (bytes: Uint8Array) => bytes.subarray(0, sniffBytes);
const iso = (major: string, ...compatible: string[]) => {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const size = 8 + brands.length;
  return Buffer.concat([Buffer.from([0, 0, 0, size]), Buffer.from("ftyp" + brands, "latin1"), Buffer.alloc(16)]);
};

describe("a picture's first bytes", () => {
  it("name the formats we take, as sharp writes them", async () => {
    for (const format of ["jpeg", "png", "webp", "avif"] as const) {
      expect(sniffPicture(head(await make(format)))).toEqual({ format });
    }
  });

  it("tell an iPhone's HEIC from AVIF by the file's brands", () => {
    const heic = readFileSync(new URL("../../../tests/fixtures/iphone-photo.heic", import.meta.url));
    expect(sniffPicture(head(heic))).toEqual({ refusal: "heic" });
    expect(sniffPicture(iso("mif1", "mif1", "heic"))).toEqual({ refusal: "heic" });
    expect(sniffPicture(iso("mif1", "miaf", "avif"))).toEqual({ format: "avif" });
    expect(sniffPicture(iso("avis", "avis"))).toEqual({ format: "avif" });
  });

  it("refuse other image formats and markup as unsupported", async () => {
    for (const format of ["gif", "tiff"] as const)
      expect(sniffPicture(head(await make(format)))).toEqual({ refusal: "unsupported-format" });
    expect(sniffPicture(Buffer.from("BM6\0\0\0"))).toEqual({ refusal: "unsupported-format" });
    expect(sniffPicture(Buffer.from('\n  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ refusal: "unsupported-format" });
  });

  it("refuse text, videos, empty and cut-off starts as no picture", () => {
    expect(sniffPicture(Buffer.from("Hallo, das ist kein Bild."))).toEqual({ refusal: "not-a-picture" });
    expect(sniffPicture(iso("isom", "isom", "mp41"))).toEqual({ refusal: "not-a-picture" });
    expect(sniffPicture(new Uint8Array())).toEqual({ refusal: "not-a-picture" });
    expect(sniffPicture(Buffer.from([0xff, 0xd8]))).toEqual({ refusal: "not-a-picture" });
  });
});
