import { describe, expect, it } from "vitest";
import {
  hasVariants,
  isVariantWidth,
  madeWidth,
  parseMediaQuery,
  standInCopy,
  thumbnailUrl,
  variantSrcSet,
  variantUrl,
  variantWidths,
} from "./variant-url";

const query = (text: string) => new URLSearchParams(text);

describe("variant widths", () => {
  it("are a small fixed set, narrowest first", () => {
    expect(variantWidths).toEqual([320, 640, 960, 1280, 1600]);
    expect([0, 319, 320, 500, 1600, 1601, 3200].filter(isVariantWidth)).toEqual([320, 1600]);
  });

  it("are never wider than the original", () => {
    expect(madeWidth(640, 1200)).toBe(640);
    expect(madeWidth(1280, 1200)).toBe(1200);
    expect(madeWidth(1600, 1200)).toBe(1200);
    expect(madeWidth(320, 200)).toBe(200);
    expect(madeWidth(1600, 4032)).toBe(1600);
  });
});

describe("variant URLs", () => {
  const src = "/media/blog-images/sample/luna-arrival.webp";

  it("put width and format in the query of the original's URL", () => {
    expect(variantUrl(src, 640, "avif")).toBe(`${src}?w=640&format=avif`);
    expect(variantSrcSet(src, "webp")).toBe(
      [320, 640, 960, 1280, 1600].map((width) => `${src}?w=${width}&format=webp ${width}w`).join(", "),
    );
  });

  it("stand for a stored picture by its 1280 px WebP copy, never by the original", () => {
    expect(standInCopy(src)).toBe(`${src}?w=1280&format=webp`);
    expect(standInCopy("https://cdn.example.org/a.jpg")).toBe("https://cdn.example.org/a.jpg");
  });

  it("exist for pictures of our media route only", () => {
    expect(hasVariants(src)).toBe(true);
    expect(hasVariants("https://cdn.example.org/a.jpg")).toBe(false);
    expect(hasVariants("/images/dogs/placeholder.svg")).toBe(false);
    expect(hasVariants("/mediathek/a.jpg")).toBe(false);
  });

  it("are read back from the query", () => {
    for (const width of variantWidths) {
      for (const format of ["avif", "webp"] as const) {
        const url = new URL(variantUrl(src, width, format), "http://x");
        expect(parseMediaQuery(url.searchParams)).toEqual({ kind: "variant", width, format });
      }
    }
  });

  it("mean the original without width and format, whatever else the query holds", () => {
    expect(parseMediaQuery(query(""))).toEqual({ kind: "original" });
    expect(parseMediaQuery(query("fbclid=abc&v=2"))).toEqual({ kind: "original" });
  });

  it("refuse any other width, format or spelling", () => {
    for (const text of [
      "w=641&format=avif",
      "w=640&format=jpeg",
      "w=640",
      "format=webp",
      "w=0640&format=avif",
      "w=640.0&format=avif",
      "w=%20640&format=avif",
      "w=640&w=320&format=avif",
      "w=640&format=avif&format=webp",
      "w=&format=avif",
      "w=640&format=AVIF",
    ]) {
      expect({ text, request: parseMediaQuery(query(text)) }).toEqual({ text, request: { kind: "invalid" } });
    }
  });
});

describe("thumbnailUrl", () => {
  it("is a stored picture's smallest WebP copy, and any other picture as it is", () => {
    expect(thumbnailUrl("/media/site-images/uploads/a.jpg")).toBe("/media/site-images/uploads/a.jpg?w=320&format=webp");
    expect(thumbnailUrl("/images/placeholders/team-1.svg")).toBe("/images/placeholders/team-1.svg");
  });
});
