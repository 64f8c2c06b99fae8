import { describe, expect, it } from "vitest";
import { articleBodyHtml } from "./article-body.server";

describe("articleBodyHtml", () => {
  it("sanitises, then orders the headings and places the gallery's pictures", () => {
    const src = "/media/guide-images/uploads/a.webp";
    const html = articleBodyHtml(`<h3 onclick="x()">Vorbereitung</h3><script>alert(1)</script><p><img src="${src}"></p>`, [
      { src, alt: "Geschirr", caption: "Gut gesichert" },
    ]);
    expect(html).toMatch(/^<h2>Vorbereitung<\/h2><figure><picture><source type="image\/avif" srcset="[^"]+" sizes="[^"]+" \/>/);
    expect(html).toContain('alt="Geschirr"');
    expect(html).toMatch(/<\/picture><figcaption>Gut gesichert<\/figcaption><\/figure>$/);
    expect(html).not.toContain("script");
  });
});
