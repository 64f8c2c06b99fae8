import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routeLabel } from "./route-label";

/** A route tree shaped like the site's: a pathless frame with pages and a catch-all, a workspace, a resource route. */
const pages: RouteObject[] = [
  {
    id: "frame",
    children: [
      { id: "home", index: true },
      { id: "dogs", path: "hunde" },
      { id: "dog", path: "hunde/:slug" },
      { id: "layout-es", children: [{ id: "dogs.es", path: "perros" }] },
      { id: "not-found", path: "*" },
    ],
  },
  {
    id: "admin",
    path: "admin",
    children: [
      { id: "admin-start", index: true },
      { id: "admin-post", path: "posts/:id" },
    ],
  },
  { id: "sitemap", path: "sitemap.xml" },
];

const label = (pathname: string, more: { baseUrl?: string; routePath?: unknown; label?: string } = {}) =>
  routeLabel({ baseUrl: "", pathname, ...more }, pages);

describe("routeLabel", () => {
  it("labels a path asked for again, or by another route tree, as its tree says", () => {
    expect(label("/hunde/luna-4711")).toBe("/hunde/:slug");
    expect(label("/hunde/luna-4711")).toBe("/hunde/:slug");
    const other: RouteObject[] = [{ id: "dog-by-name", path: "hunde/:name" }];
    expect(routeLabel({ baseUrl: "", pathname: "/hunde/luna-4711" }, other)).toBe("/hunde/:name");
  });

  it("labels a page with its route's pattern, never its path", () => {
    expect(label("/hunde/luna-4711")).toBe("/hunde/:slug");
    expect(label("/hunde/bello-12")).toBe("/hunde/:slug");
    expect(label("/hunde")).toBe("/hunde");
    expect(label("/perros")).toBe("/perros");
    expect(label("/")).toBe("/");
    expect(label("/admin/posts/0f7c")).toBe("/admin/posts/:id");
    expect(label("/admin")).toBe("/admin");
    expect(label("/sitemap.xml")).toBe("/sitemap.xml");
  });

  it("labels a page's data request as the page", () => {
    expect(label("/hunde/luna-4711.data")).toBe("/hunde/:slug");
    expect(label("/_root.data")).toBe("/");
  });

  it("labels every path no page takes with the catch-all", () => {
    expect(label("/wp-login.php")).toBe("/*");
    expect(label("/a/b/c/d")).toBe("/*");
  });

  it("labels an Express route with its pattern, below its mount path", () => {
    expect(label("/images/dogs/1/2/640.avif", { routePath: "/images/dogs/:dogId/:imageId/:width.:format" })).toBe(
      "/images/dogs/:dogId/:imageId/:width.:format",
    );
    expect(label("/healthz", { routePath: "/healthz" })).toBe("/healthz");
    expect(label("/api/x", { baseUrl: "/api", routePath: "/x" })).toBe("/api/x");
  });

  it("labels what a mounted router answered with its mount path", () => {
    expect(label("/media/posts/a/b.jpg", { baseUrl: "/media" })).toBe("/media/*");
    expect(label("/assets/entry-abc.js", { baseUrl: "/assets" })).toBe("/assets/*");
  });

  it("takes React Router's catch-all Express route for what it is: a page", () => {
    expect(label("/hunde/luna-4711", { routePath: "*" })).toBe("/hunde/:slug");
  });

  it("keeps a handler's own label", () => {
    expect(label("/favicon.svg", { label: "static" })).toBe("static");
  });

  it("without the route tree (no build loaded yet) the label is fixed", () => {
    expect(routeLabel({ baseUrl: "", pathname: "/hunde/luna" }, undefined)).toBe("unmatched");
    expect(label("")).toBe("unmatched");
  });
});
