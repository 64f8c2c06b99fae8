import { describe, expect, it } from "vitest";
import { type BlogPostRow, blogList, postView } from "./posts";

const row = (overrides: Partial<BlogPostRow> = {}): BlogPostRow => ({
  id: "00000000-0000-0000-0000-000000000001",
  slugDe: "luna-ist-da",
  slugEs: "luna-ha-llegado",
  titleDe: "Luna ist da",
  titleEs: "Luna ha llegado",
  excerptDe: "Kurz",
  excerptEs: "Breve",
  contentDe: "<p>Text</p>",
  contentEs: "<p>Texto</p>",
  categoryDe: "Erfolgsgeschichten",
  categoryEs: "Historias de éxito",
  publishedDate: "2025-03-14",
  updatedAt: new Date("2025-03-15T08:00:00.000Z"),
  imageUrl: "sample/luna.webp",
  galleryImages: [
    { url: "sample/a.webp", caption_de: "Abfahrt", caption_es: "Salida" },
    { url: "https://cdn.example.org/b.jpg", caption_de: " ", caption_es: null },
    { url: "/placeholder.svg", caption_de: "weg", caption_es: "fuera" },
  ],
  ...overrides,
});

describe("postView", () => {
  it("picks the German fields, resolves images and keeps both slugs", () => {
    expect(postView(row(), "de")).toEqual({
      slug: "luna-ist-da",
      title: "Luna ist da",
      excerpt: "Kurz",
      category: "Erfolgsgeschichten",
      publishedDate: "2025-03-14",
      publishedLabel: "14. März 2025",
      image: "/media/blog-images/sample/luna.webp",
      contentHtml: "<p>Text</p>",
      gallery: [
        { src: "/media/blog-images/sample/a.webp", caption: "Abfahrt" },
        { src: "https://cdn.example.org/b.jpg", caption: null },
      ],
      updatedAt: "2025-03-15T08:00:00.000Z",
      slugs: { de: "luna-ist-da", es: "luna-ha-llegado" },
    });
  });

  it("picks the Spanish fields and captions", () => {
    const view = postView(row({ categoryEs: "", imageUrl: "https://cdn.example.org/luna.jpg" }), "es");
    expect(view).toMatchObject({
      slug: "luna-ha-llegado",
      title: "Luna ha llegado",
      excerpt: "Breve",
      category: null,
      publishedLabel: "14 de marzo de 2025",
      image: "https://cdn.example.org/luna.jpg",
      contentHtml: "<p>Texto</p>",
    });
    expect(view.gallery.map((image) => image.caption)).toEqual(["Salida", null]);
  });
});

describe("blogList", () => {
  it("lists the posts of one language, newest first", () => {
    const rows = [
      row({ slugDe: "alt", publishedDate: "2024-07-22" }),
      row({ slugDe: "neu", publishedDate: "2025-03-14" }),
      row({ slugDe: "mitte", publishedDate: "2024-11-05", imageUrl: null }),
    ];
    const list = blogList(rows, "de");
    expect(list.map((post) => post.slug)).toEqual(["neu", "mitte", "alt"]);
    expect(list[1]!.image).toBeNull();
  });
});
