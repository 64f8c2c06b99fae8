import { describe, expect, it } from "vitest";
import type { BlogPostRow } from "~/features/blog/posts";
import type { GuideRow } from "~/features/guides/guides";
import { renderSitemap } from "~/features/seo/sitemap";
import { contentSitemapEntries } from "./sitemap-entries";

const post = { slugDe: "luna-ist-da", slugEs: "luna-ha-llegado", updatedAt: new Date("2025-03-15T08:00:00.000Z") } as BlogPostRow;
const guide = { slugDe: "erste-tage", slugEs: "primeros-dias", updatedAt: new Date("2025-02-01T10:00:00.000Z") } as GuideRow;
const origins = { de: "https://hundehilfe.de", es: "https://rescate.es" };

describe("contentSitemapEntries", () => {
  it("gives every post and guide its path in both languages", () => {
    expect(contentSitemapEntries([post], [guide])).toEqual([
      { paths: { de: "/blog/luna-ist-da", es: "/blog/luna-ha-llegado" }, lastModified: "2025-03-15T08:00:00.000Z" },
      { paths: { de: "/ratgeber/erste-tage", es: "/guia/primeros-dias" }, lastModified: "2025-02-01T10:00:00.000Z" },
    ]);
  });

  it("lists each host's own URL with hreflang alternates to the other host", () => {
    const es = renderSitemap("es", origins, contentSitemapEntries([post], [guide]));
    expect(es).toContain(`  <url>
    <loc>https://rescate.es/guia/primeros-dias</loc>
    <lastmod>2025-02-01T10:00:00.000Z</lastmod>
    <xhtml:link rel="alternate" hreflang="de" href="https://hundehilfe.de/ratgeber/erste-tage"/>
    <xhtml:link rel="alternate" hreflang="es" href="https://rescate.es/guia/primeros-dias"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="https://hundehilfe.de/ratgeber/erste-tage"/>
  </url>`);
    expect(renderSitemap("de", origins, contentSitemapEntries([post], []))).toContain("<loc>https://hundehilfe.de/blog/luna-ist-da</loc>");
  });
});
