import { describe, expect, it } from "vitest";
import { sanitizeAnchoredHtml, sanitizeContentHtml } from "./sanitize.server";

describe("sanitizeContentHtml", () => {
  it("keeps the editor's structure, links and images", () => {
    const html =
      '<h2>Start</h2><p lang="es">Texto</p><p>Text <strong>fett</strong> <a href="https://example.org" title="x">Link</a></p><ul><li>eins</li></ul><figure><img src="/media/guide-images/a.webp" alt="Bild" loading="lazy" width="1200" height="800"><figcaption>Bild</figcaption></figure>';
    expect(sanitizeContentHtml(html)).toBe(html.replace('height="800">', 'height="800" />'));
  });

  it("drops ids and classes: a body takes on none of the site's own", () => {
    expect(
      sanitizeContentHtml('<div class="fixed inset-0 z-50 bg-white"><h2 id="main-content">x</h2><a id="dog-form" href="/x">y</a></div>'),
    ).toBe('<div><h2>x</h2><a href="/x">y</a></div>');
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

describe("the legal texts' sanitising", () => {
  it("keeps a heading's anchor, but no other id and none of the frame's own", () => {
    expect(sanitizeAnchoredHtml('<h2 id="youtube">Videos</h2><p id="x">Text</p><h3 id="main">M</h3><h2 id="Bad Id">B</h2>')).toBe(
      '<h2 id="youtube">Videos</h2><p>Text</p><h3>M</h3><h2>B</h2>',
    );
    expect(sanitizeAnchoredHtml('<h2 id="youtube" onclick="x()">V</h2><script>alert(1)</script>')).toBe('<h2 id="youtube">V</h2>');
  });
});
