import { describe, expect, it } from "vitest";
import { type GuideRow, guideSummary, guideView } from "./guides";

const row = (overrides: Partial<GuideRow> = {}): GuideRow => ({
  id: "00000000-0000-0000-0000-000000000002",
  slugDe: "erste-tage",
  slugEs: "primeros-dias",
  titleDe: "Die ersten Tage",
  titleEs: "Los primeros días",
  excerptDe: "Ruhe und Geduld",
  excerptEs: "Calma y paciencia",
  metaDescriptionDe: "Tipps für die ersten Tage",
  metaDescriptionEs: null,
  categoryDe: "Eingewöhnung",
  categoryEs: "Adaptación",
  imageUrl: "sample/first-days.webp",
  imageAltDe: "",
  imageAltEs: "Perro en su manta",
  imageFocalX: 50,
  imageFocalY: 20,
  galleryImages: [{ url: "sample/first-days-1.webp" }],
  contentDe: "<p>[image:0]</p>",
  contentEs: "<p>[image:0]</p>",
  displayOrder: 1,
  featured: true,
  status: "published",
  publishAt: null,
  createdAt: new Date("2025-01-01T10:00:00.000Z"),
  updatedAt: new Date("2025-02-01T10:00:00.000Z"),
  ...overrides,
});

describe("guideSummary", () => {
  it("picks one language and resolves the image in the guide-images bucket", () => {
    expect(guideSummary(row(), "es")).toEqual({
      slug: "primeros-dias",
      title: "Los primeros días",
      excerpt: "Calma y paciencia",
      category: "Adaptación",
      image: "/media/guide-images/sample/first-days.webp",
      imageAlt: "Perro en su manta",
      picture: expect.stringMatching(
        /^<source type="image\/avif" srcset="\/media\/guide-images\/sample\/first-days\.webp\?w=320&amp;format=avif 320w, .*<img src="\/media\/guide-images\/sample\/first-days\.webp\?w=1280&amp;format=webp" alt="" loading="lazy" decoding="async" width="1200" height="630" class="aspect-\[1200\/630\] w-full object-cover" style="object-position: 50% 20%" \/>$/,
      ),
    });
    expect(guideSummary(row(), "es", true).picture).toContain('fetchpriority="high"');
    expect(guideSummary(row({ imageUrl: "/placeholder.svg" }), "de")).toMatchObject({ image: null, picture: null });
  });
});

describe("guideView", () => {
  it("uses the meta description, or the excerpt when there is none", () => {
    expect(guideView(row(), "de").description).toBe("Tipps für die ersten Tage");
    expect(guideView(row(), "es").description).toBe("Calma y paciencia");
    expect(guideView(row({ metaDescriptionDe: "  " }), "de").description).toBe("Ruhe und Geduld");
  });

  it("keeps both slugs and the dates", () => {
    expect(guideView(row(), "de")).toMatchObject({
      slugs: { de: "erste-tage", es: "primeros-dias" },
      createdAt: "2025-01-01T10:00:00.000Z",
      updatedAt: "2025-02-01T10:00:00.000Z",
      contentHtml: "<p>[image:0]</p>",
    });
  });

  it("puts its picture behind the title, loaded at once, across the window, around its focal point", () => {
    expect(guideView(row(), "de").heroPicture).toMatch(
      /sizes="100vw" \/><img src="\/media\/guide-images\/sample\/first-days\.webp\?w=1280&amp;format=webp" alt="" fetchpriority="high" width="1200" height="630" class="absolute inset-0 size-full object-cover" style="object-position: 50% 20%" \/>$/,
    );
    // Decorative (the title is on it) unless the editor described it.
    expect(guideView(row(), "es").heroPicture).toContain('alt="Perro en su manta"');
    expect(guideView(row({ imageUrl: null }), "de").heroPicture).toBeNull();
  });
});
