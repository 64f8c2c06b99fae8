import { describe, expect, it } from "vitest";
import { isForeignRequest, isFromOwnPages } from "./same-origin";

const own = "http://localhost:3000";
const post = (headers: { origin?: string; referer?: string }, method = "POST") =>
  isForeignRequest({ method, origin: headers.origin, referer: headers.referer, ownOrigin: own });

describe("a workspace request from another site", () => {
  it("is refused when its Origin names another origin", () => {
    for (const origin of [
      "https://evil.example",
      "http://es.localhost:3000",
      "http://localhost:3001",
      "https://localhost:3000",
      "null",
      "",
      "nonsense",
    ]) {
      expect(post({ origin }), origin).toBe(true);
    }
  });

  it("is refused when, without Origin, its Referer names another origin", () => {
    expect(post({ referer: "https://evil.example/form" })).toBe(true);
    expect(post({ referer: "http://localhost:3000/admin/editors" })).toBe(false);
  });

  it("Origin wins over Referer", () => {
    expect(post({ origin: own, referer: "https://evil.example/" })).toBe(false);
    expect(post({ origin: "https://evil.example", referer: `${own}/admin` })).toBe(true);
  });

  it("passes from the request's own origin, spelled with its default port too", () => {
    expect(post({ origin: own })).toBe(false);
    expect(
      isForeignRequest({ method: "POST", origin: "https://example.de:443", referer: undefined, ownOrigin: "https://example.de" }),
    ).toBe(false);
  });

  it("passes without Origin and Referer (no browser's cross-site form)", () => {
    expect(post({})).toBe(false);
  });

  it("is only judged when it may change something: GET and HEAD pass, every other method is checked", () => {
    expect(post({ origin: "https://evil.example" }, "GET")).toBe(false);
    expect(post({ origin: "https://evil.example" }, "HEAD")).toBe(false);
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
      expect(post({ origin: "https://evil.example" }, method), method).toBe(true);
  });
});

describe("a download that writes the activity log", () => {
  const from = (headers: { fetchSite?: string; referer?: string }) => isFromOwnPages({ ...headers, ownOrigin: own });

  it("is the workspace's own when the browser says same-origin, or, saying nothing, sends a Referer of this origin", () => {
    expect(from({ fetchSite: "same-origin" })).toBe(true);
    expect(from({ referer: `${own}/admin/inbox?q=x` })).toBe(true);
  });

  it("is no page's of the workspace from another site, another host of the site, typed, bookmarked or sent by a program", () => {
    for (const fetchSite of ["cross-site", "same-site", "none"])
      expect(from({ fetchSite, referer: `${own}/admin` }), fetchSite).toBe(false);
    expect(from({ referer: "https://evil.example/page" })).toBe(false);
    expect(from({ referer: "http://es.localhost:3000/admin" })).toBe(false);
    expect(from({ referer: "nonsense" })).toBe(false);
    expect(from({})).toBe(false);
  });
});
