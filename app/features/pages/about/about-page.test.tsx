import { renderToString } from "react-dom/server";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { frameDataFor } from "~/features/seo/head-context.server";
import { textsFor } from "~/i18n/texts.server";
import { heroAboutImage } from "../shared/images.server";
import { teamMemberPortrait } from "../shared/portraits";
import { AboutPage, type BoardMember } from "./about-page";

/** The about page rendered as the server does, in the site's frame. */
function render(team: BoardMember[]) {
  const Page = () => <AboutPage team={team} images={{ hero: heroAboutImage }} texts={textsFor("de", "about")} />;
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ id: "page", index: true, Component: Page }] }]);
  const root = frameDataFor("de", { de: "https://hunde.example", es: "https://perros.example.es" });
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root, page: {} } }} />);
}

describe("the about page's team", () => {
  it("shows every member in the given order with portrait and position", () => {
    const html = render([
      { id: "b", name: "Bea", position: "Kassenwartin", portrait: teamMemberPortrait("/media/site-images/uploads/b.jpg", "Foto von Bea") },
      { id: "a", name: "Anna", position: "Vorsitzende", portrait: teamMemberPortrait("/images/placeholders/team-1.svg", "Foto von Anna") },
    ]);
    expect(html).toContain("Unser Vorstand");
    expect(html.indexOf(">Bea</h3>")).toBeLessThan(html.indexOf(">Anna</h3>"));
    expect(html).toContain('<picture><source type="image/avif" srcset="/media/site-images/uploads/b.jpg?w=320&amp;format=avif 320w');
    expect(html).toContain('<p class="text-muted-foreground">Kassenwartin</p>');
  });

  it("leaves the section out when nobody is in the team", () => {
    expect(render([])).not.toContain("Unser Vorstand");
  });
});
