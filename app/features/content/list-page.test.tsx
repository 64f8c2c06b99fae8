import { renderToString } from "react-dom/server";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { frameDataFor } from "~/features/seo/head-context.server";
import { textsFor } from "~/i18n/texts.server";
import { type GuideRow, guideSummary } from "~/features/guides/guides";
import BlogPage from "~/features/blog/list-route";
import GuidesPage from "~/features/guides/list-route";

const guideRow = (n: number): GuideRow => ({
  id: `00000000-0000-0000-0000-00000000000${n}`,
  slugDe: `ratgeber-${n}`,
  slugEs: `guia-${n}`,
  titleDe: `Ratgeber ${n}`,
  titleEs: `Guía ${n}`,
  excerptDe: "Kurz",
  excerptEs: "Breve",
  metaDescriptionDe: null,
  metaDescriptionEs: null,
  categoryDe: null,
  categoryEs: null,
  imageUrl: `${n}.webp`,
  imageAltDe: "",
  imageAltEs: "",
  imageFocalX: 50,
  imageFocalY: 50,
  galleryImages: [],
  contentDe: "",
  contentEs: "",
  displayOrder: n,
  featured: false,
  status: "published",
  publishAt: null,
  createdAt: new Date("2025-01-01T10:00:00.000Z"),
  updatedAt: new Date("2025-01-01T10:00:00.000Z"),
});

/** A list page rendered as the server does, with its loader's data. */
function render(locale: "de" | "es", Page: typeof BlogPage | typeof GuidesPage, data: object) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ id: "page", index: true, Component: Page }] }]);
  const root = frameDataFor(locale, { de: "https://hunde.example", es: "https://perros.example.es" });
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root, page: data } }} />);
}

describe("an empty list page", () => {
  it.each([
    ["de", "Noch keine Beiträge vorhanden."],
    ["es", "Todavía no hay artículos."],
  ] as const)("says the blog has no posts yet (%s)", (locale, message) => {
    const html = render(locale, BlogPage, { posts: [], head: [], texts: textsFor(locale, "blog") });
    expect(html).toContain(message);
    expect(html).not.toContain('data-testid="blog-card"');
  });

  it.each([
    ["de", "Neue Ratgeber werden bald hinzugefügt."],
    ["es", "Pronto añadiremos nuevas guías."],
  ] as const)("says new guides will be added soon (%s)", (locale, message) => {
    const html = render(locale, GuidesPage, { guides: [], head: [], texts: textsFor(locale, "guides") });
    expect(html).toContain(message);
    expect(html).not.toContain('data-testid="guide-card"');
  });
});

describe("a list page's cards", () => {
  it("show the pictures of the list's data: the first card's at once with high priority, the others lazily", () => {
    const guide = (n: number) => guideSummary(guideRow(n), "de", n === 1);
    const html = render("de", GuidesPage, { guides: [1, 2, 3, 4, 5].map(guide), head: [], texts: textsFor("de", "guides") });
    expect(
      [
        ...html.matchAll(
          /<picture><source type="image\/avif" [^>]*><source type="image\/webp" [^>]*><img [^>]*(fetchpriority="high"|loading="lazy")/g,
        ),
      ].map((match) => match[1]),
    ).toEqual(['fetchpriority="high"', 'loading="lazy"', 'loading="lazy"', 'loading="lazy"', 'loading="lazy"']);
  });
});
