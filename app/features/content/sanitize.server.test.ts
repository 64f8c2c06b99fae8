import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "./sanitize.server";

describe("sanitizeContentHtml", () => {
  it("keeps the editor's structure, links and images", () => {
    const html =
      '<h2 id="start">Start</h2><p>Text <strong>fett</strong> <a href="https://example.org" title="x">Link</a></p><ul><li>eins</li></ul><figure><img src="/media/guide-images/a.webp" alt="Bild" loading="lazy" width="1200" height="800"><figcaption>Bild</figcaption></figure>';
    expect(sanitizeContentHtml(html)).toBe(html.replace('height="800">', 'height="800" />'));
  });

  it("removes scripts, event handlers, styles, classes and dangerous URLs", () => {
    expect(
      sanitizeContentHtml(
        '<p class="lead" style="color:red" onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AA" onerror="x()"><iframe src="https://evil"></iframe>',
      ),
    ).toBe("<p>Hi</p><a>x</a>");
  });

  it("keeps a picture's sources and drops what a srcset must not load", () => {
    const source = (srcset: string) => `<source type="image/avif" srcset="${srcset}" sizes="100vw" />`;
    const copies = "/media/guide-images/a.webp?w=320&amp;format=avif 320w, /media/guide-images/a.webp?w=640&amp;format=avif 640w";
    const picture = `<figure><picture>${source(copies)}<img src="/media/guide-images/a.webp" alt="" /></picture></figure>`;
    expect(sanitizeContentHtml(picture)).toBe(picture);
    expect(
      sanitizeContentHtml(
        `<picture>${source("javascript:alert(1) 1w, /a.webp 2w")}<source src="/x.webm" onerror="x()" media="all"></picture>`,
      ),
    ).toBe(`<picture>${source("/a.webp 2w")}<source /></picture>`);
  });

  it("protects the opener of links that open a new tab", () => {
    expect(sanitizeContentHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
