import { renderToString } from "react-dom/server";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { headContextFor } from "~/features/seo/head-context.server";
import { textsFor } from "~/i18n/texts.server";
import BlogPage from "~/routes/blog";
import GuidesPage from "~/routes/guides";

/** A list page rendered as the server does, with its loader's data. */
function render(locale: "de" | "es", Page: () => React.ReactNode, data: object) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ id: "page", index: true, Component: Page }] }]);
  const root = headContextFor(locale, { de: "https://hunde.example", es: "https://perros.example.es" });
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
  it("load the images of the first row at once, the others lazily", () => {
    const guide = (n: number) => ({
      slug: `ratgeber-${n}`,
      title: `Ratgeber ${n}`,
      excerpt: "Kurz",
      category: null,
      image: `/media/guide-images/${n}.webp`,
    });
    const html = render("de", GuidesPage, { guides: [1, 2, 3, 4, 5].map(guide), head: [], texts: textsFor("de", "guides") });
    expect([...html.matchAll(/<img [^>]*loading="(\w+)"/g)].map((match) => match[1])).toEqual(["eager", "eager", "eager", "lazy", "lazy"]);
  });
});
