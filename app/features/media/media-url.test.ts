import { describe, expect, it } from "vitest";
import { isMediaBucket, isPlaceholderImage, resolveMediaUrl, storagePathFromUrl, toAbsoluteUrl } from "./media-url";

describe("resolveMediaUrl", () => {
  it("keeps absolute links", () => {
    expect(resolveMediaUrl("blog-images", "https://cdn.example.org/a.jpg")).toBe("https://cdn.example.org/a.jpg");
    expect(resolveMediaUrl("guide-images", "http://example.org/b.png?x=1")).toBe("http://example.org/b.png?x=1");
  });

  it("resolves storage paths to the bucket's media route", () => {
    expect(resolveMediaUrl("blog-images", "posts/luna.webp")).toBe("/media/blog-images/posts/luna.webp");
    expect(resolveMediaUrl("guide-images", "/erste tage/bild 1.jpg")).toBe("/media/guide-images/erste%20tage/bild%201.jpg");
    expect(resolveMediaUrl("guide-images", "  a//b.webp ")).toBe("/media/guide-images/a/b.webp");
  });

  it("never lets a storage path climb out of its bucket", () => {
    expect(resolveMediaUrl("blog-images", "../../etc/passwd")).toBe("/media/blog-images/etc/passwd");
    expect(resolveMediaUrl("blog-images", "a/%2e%2e/b")).toBe("/media/blog-images/a/%252e%252e/b");
    expect(resolveMediaUrl("blog-images", "../..")).toBeNull();
  });

  it("answers null for empty values and placeholders", () => {
    for (const value of [
      null,
      undefined,
      "",
      "   ",
      "/placeholder.svg",
      "placeholder.svg",
      "img/placeholder.png",
      "https://x.org/placeholder.svg",
    ]) {
      expect(resolveMediaUrl("blog-images", value)).toBeNull();
    }
  });
});

describe("isMediaBucket", () => {
  it("knows the three public buckets only", () => {
    expect(["blog-images", "guide-images", "site-images", "dog-images", "", "toString"].filter(isMediaBucket)).toEqual([
      "blog-images",
      "guide-images",
      "site-images",
    ]);
  });
});

describe("storagePathFromUrl", () => {
  const urlPath = (url: string) => url.replace(/^\/media\/[^/]+\//, "");

  it("reads back the storage path of resolveMediaUrl", () => {
    for (const value of ["posts/luna.webp", "erste tage/bild 1.jpg", "uploads/0b6e.jpg", "a/%2e%2e/b", "ñandú/ä#?.png", "a\\b.jpg"]) {
      expect(storagePathFromUrl(urlPath(resolveMediaUrl("blog-images", value)!))).toBe(value);
    }
  });

  it("refuses what no stored picture can be called", () => {
    for (const path of [
      "",
      "a/",
      "/a",
      "a//b",
      ".",
      "a/../b",
      "%2e%2e/x",
      "..%2fx",
      "a%2Fb",
      "a%00b",
      "a%0Ab",
      "%zz",
      "%E0%A4%A",
      "%ED%A0%80",
      "x".repeat(1025),
    ]) {
      expect({ path, storagePath: storagePathFromUrl(path) }).toEqual({ path, storagePath: null });
    }
    expect(storagePathFromUrl("x".repeat(1024))).toBe("x".repeat(1024));
  });
});

describe("isPlaceholderImage", () => {
  it("recognises empty values and placeholder files only", () => {
    expect(isPlaceholderImage("/placeholder.svg?v=2")).toBe(true);
    expect(isPlaceholderImage("PLACEHOLDER.JPG")).toBe(true);
    expect(isPlaceholderImage("my-placeholder.svg")).toBe(false);
    expect(isPlaceholderImage("sample/luna.webp")).toBe(false);
  });
});

describe("toAbsoluteUrl", () => {
  it("prefixes site paths with the origin and keeps absolute URLs", () => {
    expect(toAbsoluteUrl("https://example.de", "/media/a.webp")).toBe("https://example.de/media/a.webp");
    expect(toAbsoluteUrl("https://example.de", "media/a.webp")).toBe("https://example.de/media/a.webp");
    expect(toAbsoluteUrl("https://example.de", "https://cdn.org/a.webp")).toBe("https://cdn.org/a.webp");
  });
});
