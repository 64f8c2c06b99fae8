import { describe, expect, it } from "vitest";
import { withLowPriorityModulePreloads } from "./module-preload";

describe("withLowPriorityModulePreloads", () => {
  it("adds fetchpriority=low to every module preload and leaves other links alone", () => {
    const html =
      '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
      '<link rel="preload" as="image" href="/x.avif"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/>';
    expect(withLowPriorityModulePreloads(html)).toBe(
      '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/>' +
        '<link rel="preload" as="image" href="/x.avif"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="n"/>',
    );
  });

  it("leaves a document without module preloads unchanged", () => {
    expect(withLowPriorityModulePreloads("<p>modulepreload</p>")).toBe("<p>modulepreload</p>");
  });
});
