import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderGuideContent, replaceImagePlaceholders, unescapeHtml } from "./guide-content.server";

const alt = (index: number) => `Bild ${index + 1}`;
const image = (src: string, index: number) =>
  `<img src="${src}" alt="Bild ${index + 1}" loading="lazy" decoding="async" width="1200" height="800" />`;
const srcset = (src: string, format: string) =>
  [320, 640, 960, 1280, 1600].map((width) => `${src}?w=${width}&amp;format=${format} ${width}w`).join(", ");
/** A stored picture's figure: its AVIF and WebP copies at the column's width, the original as the image. */
const figure = (src: string, index: number) =>
  `<figure><picture>` +
  `<source type="image/avif" srcset="${srcset(src, "avif")}" sizes="(min-width: 768px) 736px, calc(100vw - 32px)" />` +
  `<source type="image/webp" srcset="${srcset(src, "webp")}" sizes="(min-width: 768px) 736px, calc(100vw - 32px)" />` +
  `${image(src, index)}</picture></figure>`;
/** A picture linked from another site has no copies of ours. */
const linkedFigure = (src: string, index: number) => `<figure><picture>${image(src, index)}</picture></figure>`;

describe("unescapeHtml", () => {
  it("unescapes angle brackets, quotes and ampersands once", () => {
    expect(unescapeHtml("&lt;p title=&quot;a&quot;&gt;Hund &amp; Katze&lt;/p&gt;")).toBe('<p title="a">Hund & Katze</p>');
    expect(unescapeHtml("it&#39;s &#x27;ok&#X27;")).toBe("it's 'ok'");
    expect(unescapeHtml("&amp;lt;script&amp;gt;")).toBe("&lt;script&gt;");
  });

  it("leaves plain HTML as it is", () => {
    expect(unescapeHtml('<h2>Titel</h2><p class="x">Text</p>')).toBe('<h2>Titel</h2><p class="x">Text</p>');
  });
});

describe("replaceImagePlaceholders", () => {
  const gallery = ["sample/a.webp", "https://cdn.example.org/b.jpg", "/placeholder.svg", ""];

  it("replaces [image:N] by the Nth gallery image (zero-based)", () => {
    expect(replaceImagePlaceholders("<p>x</p>[image:0]<p>y</p>[image:1]", gallery, alt)).toBe(
      `<p>x</p>${figure("/media/guide-images/sample/a.webp", 0)}<p>y</p>${linkedFigure("https://cdn.example.org/b.jpg", 1)}`,
    );
  });

  it("replaces a paragraph holding only the placeholder by the figure", () => {
    expect(replaceImagePlaceholders('<p class="c"> [image:0] </p><p>Text [image:0] Text</p>', gallery, alt)).toBe(
      `${figure("/media/guide-images/sample/a.webp", 0)}<p>Text ${figure("/media/guide-images/sample/a.webp", 0)} Text</p>`,
    );
  });

  it("drops placeholders of missing indices and of placeholder image values", () => {
    expect(replaceImagePlaceholders("a[image:4]b[image:2]c<p>[image:3]</p>d[image:99]", gallery, alt)).toBe("abcd");
    expect(replaceImagePlaceholders("a[image:0]b", [], alt)).toBe("ab");
  });

  it("accepts spaces and any case inside the brackets and leaves other brackets alone", () => {
    expect(replaceImagePlaceholders("[IMAGE: 0 ][image:x][image:-1]", gallery, alt)).toBe(
      `${figure("/media/guide-images/sample/a.webp", 0)}[image:x][image:-1]`,
    );
  });

  it("escapes the alternative text", () => {
    expect(replaceImagePlaceholders("[image:0]", gallery, () => 'Hund "Max" & <Co>')).toContain('alt="Hund &quot;Max&quot; &amp; &lt;Co>"');
  });
});

describe("renderGuideContent", () => {
  it("cleans an escaped body with classes and placeholders into safe HTML", () => {
    const stored =
      "&lt;h2 class=&quot;text-2xl&quot;&gt;Die ersten Tage&lt;/h2&gt;&lt;p class=&quot;mb-4&quot;&gt;Ruhe &amp;amp; Geduld&lt;/p&gt;&lt;p&gt;[image:0]&lt;/p&gt;[image:7]";
    expect(renderGuideContent(stored, ["sample/a.webp"], alt)).toBe(
      `<h2>Die ersten Tage</h2><p>Ruhe &amp; Geduld</p>${figure("/media/guide-images/sample/a.webp", 0)}`,
    );
  });

  it("removes class attributes from plain HTML bodies", () => {
    expect(renderGuideContent('<div class="grid"><p class="lead">Text</p></div>', [], alt)).toBe("<div><p>Text</p></div>");
  });

  it("never lets a script or event handler through, whatever the body", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 3 }), (body, gallery) => {
        const html = renderGuideContent(`${body}&lt;script&gt;alert(1)&lt;/script&gt;<img src=x onerror=alert(1)>${body}`, gallery, alt);
        expect(html).not.toMatch(/<script|onerror=|javascript:/i);
      }),
    );
  });
});
