import { describe, expect, it } from "vitest";
import { type BlogPostRow, blogList, postSummary, postView } from "./posts";

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
  status: "published",
  publishAt: null,
  updatedAt: new Date("2025-03-15T08:00:00.000Z"),
  imageUrl: "sample/luna.webp",
  imageAltDe: "",
  imageAltEs: "",
  imageFocalX: 50,
  imageFocalY: 50,
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
      imageAlt: "",
      heroPicture: expect.stringContaining(
        '<img src="/media/blog-images/sample/luna.webp?w=1280&amp;format=webp" alt="Luna ist da" fetchpriority="high" width="1200" height="630" class="mt-8 aspect-[1200/630] w-full rounded-lg object-cover" />',
      ),
      contentHtml: "<p>Text</p>",
      gallery: [
        {
          src: "/media/blog-images/sample/a.webp",
          caption: "Abfahrt",
          picture: expect.stringContaining(
            '<img src="/media/blog-images/sample/a.webp?w=1280&amp;format=webp" alt="" loading="lazy" decoding="async" width="1200" height="800" class="aspect-[3/2] w-full rounded-lg object-cover" />',
          ),
        },
        {
          src: "https://cdn.example.org/b.jpg",
          caption: null,
          // A picture without a caption is named by its post and number; one from another site has no copies.
          picture:
            '<img src="https://cdn.example.org/b.jpg" alt="Luna ist da – Bild 2" loading="lazy" decoding="async" width="1200" height="800" class="aspect-[3/2] w-full rounded-lg object-cover" />',
        },
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
    expect(view.gallery[1]!.picture).toContain('alt="Luna ha llegado – imagen 2"');
    expect(view.heroPicture).toBe(
      '<img src="https://cdn.example.org/luna.jpg" alt="Luna ha llegado" fetchpriority="high" width="1200" height="630" class="mt-8 aspect-[1200/630] w-full rounded-lg object-cover" />',
    );
  });

  it("names the main picture by its description and keeps its focal point in view", () => {
    const view = postView(row({ imageAltDe: "Luna auf dem Sofa", imageFocalX: 40, imageFocalY: 15 }), "de");
    expect(view.imageAlt).toBe("Luna auf dem Sofa");
    expect(view.heroPicture).toContain('alt="Luna auf dem Sofa"');
    expect(view.heroPicture).toContain('style="object-position: 40% 15%"');
    expect(postSummary(row({ imageFocalX: 40, imageFocalY: 15 }), "de").picture).toContain('style="object-position: 40% 15%"');
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
    expect(list[1]!.picture).toBeNull();
    // The card's picture: the stored picture's AVIF and WebP copies at the card's width.
    expect(list[0]!.picture).toMatch(
      /^<source type="image\/avif" srcset="\/media\/blog-images\/sample\/luna\.webp\?w=320&amp;format=avif 320w, .*1600w" sizes="\(min-width: 1024px\) 352px, \(min-width: 640px\) calc\(50vw - 32px\), calc\(100vw - 32px\)" \/><source type="image\/webp" .*<img src="\/media\/blog-images\/sample\/luna\.webp\?w=1280&amp;format=webp" alt="" fetchpriority="high" width="1200" height="630" class="aspect-\[1200\/630\] w-full object-cover" \/>$/,
    );
  });

  it("loads the first card's picture at once with high priority, every other one lazily", () => {
    const rows = [1, 2, 3, 4, 5].map((day) => row({ slugDe: `tag-${day}`, publishedDate: `2025-03-0${day}` }));
    expect(blogList(rows, "de").map((post) => post.picture!.match(/(fetchpriority="high"|loading="lazy")/)![1])).toEqual([
      'fetchpriority="high"',
      'loading="lazy"',
      'loading="lazy"',
      'loading="lazy"',
      'loading="lazy"',
    ]);
  });
});
