import { describe, expect, it } from "vitest";
import { renderSitemap, staticSitemapEntries } from "./sitemap";

const origins = { de: "https://hunde.example", es: "https://perros.example.es" };

describe("sitemap", () => {
  it("lists every page without parameters in both languages", () => {
    const entries = staticSitemapEntries();
    expect(entries).toHaveLength(16);
    expect(entries).toContainEqual({ paths: { de: "/hunde", es: "/perros" } });
    expect(entries).toContainEqual({ paths: { de: "/faq", es: "/preguntas-frecuentes" } });
  });

  it("leaves out the favourites page (noindex)", () => {
    expect(staticSitemapEntries()).not.toContainEqual({ paths: { de: "/merkliste", es: "/favoritos" } });
  });

  it("renders the host's URLs with hreflang alternates to both hosts", () => {
    const xml = renderSitemap("es", origins, [{ paths: { de: "/hunde", es: "/perros" }, lastModified: "2026-01-02" }]);
    expect(xml).toContain("<loc>https://perros.example.es/perros</loc>");
    expect(xml).toContain("<lastmod>2026-01-02</lastmod>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://hunde.example/hunde"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://perros.example.es/perros"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://hunde.example/hunde"/>');
  });

  it("leaves out pages missing in the host's language and escapes URLs", () => {
    const xml = renderSitemap("de", origins, [{ paths: { es: "/blog/solo" } }, { paths: { de: "/blog/a&b" } }]);
    expect(xml).not.toContain("solo");
    expect(xml).toContain("<loc>https://hunde.example/blog/a&amp;b</loc>");
  });
});
