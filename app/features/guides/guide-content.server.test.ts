import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderGuideContent, replaceImagePlaceholders } from "./guide-content.server";

const gallery = [
  { src: "/media/guide-images/sample/a.webp", alt: "Bild 1", caption: null },
  { src: "https://cdn.example.org/b.jpg", alt: "", caption: "Am Strand" },
  null,
];
const srcset = (src: string, format: string) =>
  [320, 640, 960, 1280, 1600].map((width) => `${src}?w=${width}&amp;format=${format} ${width}w`).join(", ");
const sizes = "(min-width: 768px) 736px, calc(100vw - 32px)";
/** A stored picture: its AVIF and WebP copies at the column's width, its 1280 px WebP copy as the image. */
const picture = (src: string, alt: string) =>
  `<picture>` +
  `<source type="image/avif" srcset="${srcset(src, "avif")}" sizes="${sizes}" />` +
  `<source type="image/webp" srcset="${srcset(src, "webp")}" sizes="${sizes}" />` +
  `<img src="${src}?w=1280&amp;format=webp" alt="${alt}" loading="lazy" decoding="async" width="1200" height="800" /></picture>`;
const first = picture("/media/guide-images/sample/a.webp", "Bild 1");
/** A picture linked from another site has no copies of ours. */
const linked =
  '<picture><img src="https://cdn.example.org/b.jpg" alt="" loading="lazy" decoding="async" width="1200" height="800" /></picture>';

describe("replaceImagePlaceholders", () => {
  it("puts the Nth gallery picture (zero-based) in place of [image:N]", () => {
    expect(replaceImagePlaceholders("<p>x</p>[image:0]<p>[image:1]</p>", gallery)).toBe(
      '<p>x</p><img src="/media/guide-images/sample/a.webp" alt="Bild 1"><p><img src="https://cdn.example.org/b.jpg" alt=""></p>',
    );
  });

  it("drops placeholders of missing indices and of placeholder image values", () => {
    expect(replaceImagePlaceholders("a[image:4]b[image:2]c<p>[image:3]</p>d[image:99]", gallery)).toBe("abc<p></p>d");
    expect(replaceImagePlaceholders("a[image:0]b", [])).toBe("ab");
  });

  it("accepts spaces and any case inside the brackets and leaves other brackets alone", () => {
    expect(replaceImagePlaceholders("[IMAGE: 0 ][image:x][image:-1]", gallery)).toBe(
      '<img src="/media/guide-images/sample/a.webp" alt="Bild 1">[image:x][image:-1]',
    );
  });

  it("escapes the alternative text", () => {
    expect(replaceImagePlaceholders("[image:0]", [{ src: "/a.webp", alt: 'Hund "Max" & <Co>', caption: null }])).toContain(
      'alt="Hund &quot;Max&quot; &amp; &lt;Co>"',
    );
  });
});

describe("renderGuideContent", () => {
  it("cleans an escaped body with classes and placeholders into safe HTML, a placeholder alone as a figure", () => {
    const stored =
      "&lt;h2 class=&quot;text-2xl&quot;&gt;Die ersten Tage&lt;/h2&gt;&lt;p class=&quot;mb-4&quot;&gt;Ruhe &amp;amp; Geduld&lt;/p&gt;&lt;p&gt;[image:0]&lt;/p&gt;[image:7]";
    expect(renderGuideContent(stored, gallery)).toBe(`<h2>Die ersten Tage</h2><p>Ruhe &amp; Geduld</p><figure>${first}</figure>`);
  });

  it("shows a picture's caption under its figure, and a placeholder inside text inline", () => {
    expect(renderGuideContent("<p> [image:1] </p><p>Text [image:0] Text</p>", gallery)).toBe(
      `<figure>${linked}<figcaption>Am Strand</figcaption></figure><p>Text ${first} Text</p>`,
    );
  });

  it("brings the headings under the page's title", () => {
    expect(renderGuideContent("<h3>Vorbereitung</h3><h4>Geschirr</h4>", [])).toBe("<h2>Vorbereitung</h2><h3>Geschirr</h3>");
  });

  it("removes class attributes from plain HTML bodies", () => {
    expect(renderGuideContent('<div class="grid"><p class="lead">Text</p></div>', [])).toBe("<div><p>Text</p></div>");
  });

  it("never lets a script or event handler through, whatever the body", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.record({ src: fc.string(), alt: fc.string(), caption: fc.option(fc.string()) }), { maxLength: 3 }),
        (body, pictures) => {
          const html = renderGuideContent(
            `${body}&lt;script&gt;alert(1)&lt;/script&gt;<img src=x onerror=alert(1)>${body}[image:0]`,
            pictures,
          );
          expect(html).not.toMatch(/<script|onerror=|javascript:/i);
        },
      ),
    );
  });
});
