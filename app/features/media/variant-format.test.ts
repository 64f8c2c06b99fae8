import { describe, expect, it } from "vitest";
import { isVariantFormat, variantContentType, variantFormats } from "./variant-format";

describe("variant formats", () => {
  it("are AVIF first, then WebP, with their content types", () => {
    expect(variantFormats).toEqual(["avif", "webp"]);
    expect(variantFormats.map(variantContentType)).toEqual(["image/avif", "image/webp"]);
  });

  it("recognises exactly those two", () => {
    expect(["avif", "webp", "jpeg", "AVIF", "", "png", "toString"].filter(isVariantFormat)).toEqual(["avif", "webp"]);
  });
});
