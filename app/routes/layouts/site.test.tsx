import { renderToString } from "react-dom/server";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { frameDataFor } from "~/features/seo/head-context.server";
import { messages } from "~/i18n/messages";
import type { RootLoaderData } from "~/root";
import SiteLayout, { ErrorBoundary } from "./site";

const rootData = (locale: "de" | "es"): RootLoaderData =>
  frameDataFor(locale, { de: "https://hunde.example", es: "https://perros.example.es" });

/** Renders the site layout under a root with its loader data, as the server does, with an error from the page. */
function renderWithError(locale: "de" | "es", error: unknown) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      children: [{ id: "site", Component: SiteLayout, ErrorBoundary, children: [{ index: true, Component: () => null }] }],
    },
  ]);
  return renderToString(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: rootData(locale) }, errors: { site: error } }} />,
  );
}

describe("the pages' error boundary", () => {
  it.each(["de", "es"] as const)("renders the not-found page for a 404 (%s)", (locale) => {
    // What a loader's `throw data(null, { status: 404 })` becomes on its way to the boundary.
    const html = renderWithError(locale, { status: 404, statusText: "Not Found", internal: false, data: null });
    const t = messages[locale].notFound;
    for (const text of [t.heading, t.message, t.note, t.homeButton]) expect(html).toContain(text);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(messages[locale].nav.label);
  });

  it.each(["de", "es"] as const)("renders the error page for any other error, without its message or stack (%s)", (locale) => {
    const error = new Error("database password is hunter2");
    const html = renderWithError(locale, error);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain(messages[locale].error.message);
    expect(html).not.toContain("hunter2");
    expect(html).not.toContain(error.stack!.split("\n")[1]!.trim());
  });
});
