import { describe, expect, it } from "vitest";
import { pictureHtml } from "./picture-html";

const srcset = (src: string, format: string) =>
  [320, 640, 960, 1280, 1600].map((width) => `${src}?w=${width}&amp;format=${format} ${width}w`).join(", ");

describe("pictureHtml", () => {
  it("offers a stored picture's AVIF and WebP copies at every width, its 1280 px WebP copy as the image", () => {
    const src = "/media/blog-images/uploads/a%20b.jpg";
    expect(pictureHtml(src, "Luna", { sizes: "100vw", width: 1200, height: 630, className: "w-full", loading: "lazy" })).toBe(
      `<source type="image/avif" srcset="${srcset(src, "avif")}" sizes="100vw" />` +
        `<source type="image/webp" srcset="${srcset(src, "webp")}" sizes="100vw" />` +
        `<img src="${src}?w=1280&amp;format=webp" alt="Luna" loading="lazy" decoding="async" width="1200" height="630" class="w-full" />`,
    );
  });

  it("loads the page's main picture at once with high priority", () => {
    const layout = { sizes: "100vw", width: 1200, height: 630 };
    expect(pictureHtml("https://cdn.example.org/a.jpg", "", { ...layout, loading: "priority" })).toBe(
      '<img src="https://cdn.example.org/a.jpg" alt="" fetchpriority="high" width="1200" height="630" />',
    );
  });

  it("keeps a focal point other than the middle in view", () => {
    const layout = { sizes: "100vw", width: 1200, height: 630, loading: "lazy" } as const;
    expect(pictureHtml("/media/blog-images/a.jpg", "", layout, { x: 30, y: 10 })).toContain(
      ' width="1200" height="630" style="object-position: 30% 10%" />',
    );
    expect(pictureHtml("/media/blog-images/a.jpg", "", layout, { x: 50, y: 50 })).not.toContain("style=");
  });

  it("escapes what it takes from the content", () => {
    expect(
      pictureHtml('https://x.org/"a".jpg?a=1&b=<2>', 'Hund "Max" & <Co>', { sizes: "1px", width: 1, height: 1, loading: "lazy" }),
    ).toBe(
      '<img src="https://x.org/&quot;a&quot;.jpg?a=1&amp;b=&lt;2>" alt="Hund &quot;Max&quot; &amp; &lt;Co>" loading="lazy" decoding="async" width="1" height="1" />',
    );
  });
});
