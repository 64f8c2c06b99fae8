import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { pageHead } from "~/features/seo/page-head";
import { blogHeadFor, blogListHead, blogPostHead } from "./head.server";
import type { BlogPostView } from "./posts";
import { headContextFor } from "~/features/seo/head-context.server";

const origins = { de: "https://hundehilfe.de", es: "https://rescate.es" };
const ctx = headContextFor("es", origins);

const post: BlogPostView = {
  slug: "luna-ha-llegado",
  title: "Luna ha llegado",
  excerpt: "Durante tres años, Luna esperó.",
  category: "Historias de éxito",
  publishedDate: "2025-03-14",
  publishedLabel: "14 de marzo de 2025",
  image: "/media/blog-images/sample/luna.webp",
  imageAlt: "",
  heroPicture: null,
  contentHtml: "<p>Texto</p>",
  gallery: [],
  updatedAt: "2025-03-15T08:00:00.000Z",
  slugs: { de: "luna-ist-da", es: "luna-ha-llegado" },
};

describe("blogPostHead", () => {
  const tags = pageHead(ctx, blogPostHead(ctx, post));
  const find = (predicate: (tag: Record<string, unknown>) => boolean) =>
    tags.find((tag) => predicate(tag as Record<string, unknown>)) as Record<string, unknown>;

  it("titles the page with the post and the blog's name, and links the other language's slug", () => {
    expect(find((tag) => "title" in tag).title).toBe("Luna ha llegado | Blog | Costa Azahar Rescate Animal");
    expect(find((tag) => tag.rel === "canonical").href).toBe("https://rescate.es/blog/luna-ha-llegado");
    expect(find((tag) => tag.hrefLang === "de").href).toBe("https://hundehilfe.de/blog/luna-ist-da");
    // Its 1280 px copy: a phone's original can be several MB.
    expect(find((tag) => tag.property === "og:image").content).toBe(
      "https://rescate.es/media/blog-images/sample/luna.webp?w=1280&format=webp",
    );
    expect(find((tag) => tag.property === "og:image:alt").content).toBe("Luna ha llegado");
    const described = pageHead(ctx, blogPostHead(ctx, { ...post, imageAlt: "Luna en el sofá" }));
    expect(described.find((tag) => (tag as Record<string, unknown>).property === "og:image:alt")).toEqual({
      property: "og:image:alt",
      content: "Luna en el sofá",
    });
    expect(find((tag) => tag.property === "og:type").content).toBe("article");
  });

  it("describes organisation, blog posting (image 1200x630) and breadcrumb", () => {
    const jsonLd = tags.filter((tag) => "script:ld+json" in tag).map((tag) => (tag as Record<string, unknown>)["script:ld+json"]);
    expect(jsonLd.map((object) => (object as { "@type": string })["@type"])).toEqual(["Organization", "BlogPosting", "BreadcrumbList"]);
    expect(jsonLd[1]).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Luna ha llegado",
      description: "Durante tres años, Luna esperó.",
      image: {
        "@type": "ImageObject",
        url: "https://rescate.es/media/blog-images/sample/luna.webp?w=1280&format=webp",
        width: "1200",
        height: "630",
      },
      url: "https://rescate.es/blog/luna-ha-llegado",
      mainEntityOfPage: "https://rescate.es/blog/luna-ha-llegado",
      datePublished: "2025-03-14",
      dateModified: "2025-03-15T08:00:00.000Z",
      inLanguage: "es-ES",
      articleSection: "Historias de éxito",
      author: { "@id": "https://rescate.es/#organization" },
      publisher: { "@id": "https://rescate.es/#organization" },
    });
    expect(jsonLd[2]).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: "https://rescate.es/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://rescate.es/blog" },
        { "@type": "ListItem", position: 3, name: "Luna ha llegado", item: "https://rescate.es/blog/luna-ha-llegado" },
      ],
    });
  });
});

describe("blogListHead", () => {
  it("describes organisation, the blog with its posts and breadcrumb", () => {
    const jsonLd = blogListHead(ctx, [post]).jsonLd as { "@type": string; blogPost?: unknown }[];
    expect(jsonLd.map((object) => object["@type"])).toEqual(["Organization", "Blog", "BreadcrumbList"]);
    expect(jsonLd[1]!.blogPost).toEqual([
      { "@type": "BlogPosting", headline: "Luna ha llegado", url: "https://rescate.es/blog/luna-ha-llegado", datePublished: "2025-03-14" },
    ]);
  });
});

describe("blogHeadFor", () => {
  it("adds the link to the language's RSS feed to the page head", () => {
    const context = { locale: "es", origins } as AppLoadContext;
    const tags = blogHeadFor(context, (headCtx) => blogListHead(headCtx, [post]));
    expect(tags.find((tag) => "title" in tag)).toEqual({ title: "Blog | Costa Azahar Rescate Animal" });
    expect(tags.at(-1)).toEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Feed del blog (RSS)",
      href: "https://rescate.es/blog/rss.xml",
    });
  });
});
