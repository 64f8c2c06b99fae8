import { describe, expect, it } from "vitest";
import { pageHead } from "~/features/seo/page-head";
import type { GuideView } from "./guides";
import { guideHead, guideListHead } from "./head.server";
import { headContextFor } from "~/features/seo/head-context.server";

const ctx = headContextFor("de", { de: "https://hundehilfe.de", es: "https://rescate.es" });

const guide: GuideView = {
  slug: "erste-tage",
  title: "Die ersten Tage",
  excerpt: "Ruhe und Geduld",
  category: null,
  image: null,
  imageAlt: "",
  heroPicture: null,
  description: "Tipps für die ersten Tage",
  contentHtml: "<p>Text</p>",
  createdAt: "2025-01-01T10:00:00.000Z",
  updatedAt: "2025-02-01T10:00:00.000Z",
  slugs: { de: "erste-tage", es: "primeros-dias" },
};

describe("guideHead", () => {
  const tags = pageHead(ctx, guideHead(ctx, guide)) as Record<string, unknown>[];

  it("uses title, meta description and the other language's slug", () => {
    expect(tags.find((tag) => "title" in tag)?.title).toBe("Die ersten Tage | Ratgeber | Costa Azahar Hundehilfe");
    expect(tags.find((tag) => tag.name === "description")?.content).toBe("Tipps für die ersten Tage");
    expect(tags.find((tag) => tag.hrefLang === "es")?.href).toBe("https://rescate.es/guia/primeros-dias");
  });

  it("describes article (default image when the guide has none), organisation and breadcrumbs", () => {
    const jsonLd = tags.filter((tag) => "script:ld+json" in tag).map((tag) => tag["script:ld+json"] as Record<string, unknown>);
    expect(jsonLd.map((object) => object["@type"])).toEqual(["Organization", "Article", "BreadcrumbList"]);
    expect(jsonLd[1]).toMatchObject({
      headline: "Die ersten Tage",
      datePublished: "2025-01-01T10:00:00.000Z",
      dateModified: "2025-02-01T10:00:00.000Z",
      image: { url: "https://hundehilfe.de/og-default.png", width: "1200", height: "630" },
    });
    expect(jsonLd[1]).not.toHaveProperty("articleSection");
    expect((jsonLd[2]!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(["Start", "Ratgeber", "Die ersten Tage"]);
  });
});

describe("guideListHead", () => {
  it("lists the guides in order", () => {
    const jsonLd = guideListHead(ctx, [guide]).jsonLd as Record<string, unknown>[];
    expect(jsonLd[0]).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Ratgeber",
      numberOfItems: 1,
      itemListElement: [{ "@type": "ListItem", position: 1, name: "Die ersten Tage", url: "https://hundehilfe.de/ratgeber/erste-tage" }],
    });
  });
});
