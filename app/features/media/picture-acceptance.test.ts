import { describe, expect, it } from "vitest";
import { acceptedPictureTypes, decidePicture, maxPictureBytes } from "./picture-acceptance";

const header = (format: string, extra: { compression?: string; width?: number; height?: number } = {}) => ({
  format,
  width: 4032,
  height: 3024,
  ...extra,
});

describe("decidePicture", () => {
  it("takes JPEG, PNG, WebP and AVIF", () => {
    expect(decidePicture(header("jpeg"))).toEqual({ format: "jpeg" });
    expect(decidePicture(header("png"))).toEqual({ format: "png" });
    expect(decidePicture(header("webp"))).toEqual({ format: "webp" });
    expect(decidePicture(header("heif", { compression: "av1" }))).toEqual({ format: "avif" });
  });

  it("tells an iPhone's HEIC photo apart from other refusals", () => {
    expect(decidePicture(header("heif", { compression: "hevc" }))).toEqual({ refusal: "heic" });
    expect(decidePicture(header("heif"))).toEqual({ refusal: "heic" });
  });

  it("refuses other image formats as such", () => {
    for (const format of ["gif", "svg", "tiff", "jp2", "jxl", "pdf", "raw"]) {
      expect(decidePicture(header(format))).toEqual({ refusal: "unsupported-format" });
    }
  });

  it("calls what has no readable header or no size no picture", () => {
    expect(decidePicture(undefined)).toEqual({ refusal: "not-a-picture" });
    expect(decidePicture({})).toEqual({ refusal: "not-a-picture" });
    expect(decidePicture(header("jpeg", { width: 0 }))).toEqual({ refusal: "not-a-picture" });
  });

  it("refuses more than 120 megapixels, whatever the file size", () => {
    expect(decidePicture(header("png", { width: 12_000, height: 10_000 }))).toEqual({ format: "png" });
    expect(decidePicture(header("png", { width: 12_000, height: 10_001 }))).toEqual({ refusal: "too-many-pixels" });
  });
});

describe("limits", () => {
  it("allow 20 MB and name the four formats for the file control", () => {
    expect(maxPictureBytes).toBe(20 * 1024 * 1024);
    expect(acceptedPictureTypes).toBe("image/jpeg,image/png,image/webp,image/avif");
  });
});
