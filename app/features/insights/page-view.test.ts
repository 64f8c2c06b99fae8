import { describe, expect, it } from "vitest";
import { type AnsweredPage, dogSlugOf, referringHost, searchWords, viewedPath } from "./page-view";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const answer = (changes: Partial<AnsweredPage> = {}, headers: Partial<AnsweredPage["headers"]> = {}): AnsweredPage => ({
  method: "GET",
  status: 200,
  pathname: "/hunde",
  contentType: "text/html; charset=utf-8",
  ...changes,
  headers: { userAgent: browser, doNotTrack: undefined, globalPrivacyControl: undefined, referer: undefined, ...headers },
});

describe("what counts as a page view", () => {
  it("counts a public page's HTML and its data for a navigation in the browser", () => {
    expect(viewedPath(answer())).toBe("/hunde");
    expect(viewedPath(answer({ pathname: "/hunde/bello-12345678.data", contentType: "text/x-script" }))).toBe("/hunde/bello-12345678");
    expect(viewedPath(answer({ pathname: "/_root.data", contentType: "text/x-script" }))).toBe("/");
    expect(viewedPath(answer({ status: 304 }))).toBe("/hunde");
  });

  it("counts no error, redirect, HEAD, file, endpoint or workspace page", () => {
    expect(viewedPath(answer({ status: 404 }))).toBeUndefined();
    expect(viewedPath(answer({ status: 301 }))).toBeUndefined();
    expect(viewedPath(answer({ method: "HEAD" }))).toBeUndefined();
    expect(viewedPath(answer({ method: "POST" }))).toBeUndefined();
    expect(viewedPath(answer({ pathname: "/sitemap.xml", contentType: "application/xml" }))).toBeUndefined();
    expect(viewedPath(answer({ pathname: "/api/fetch-dogs", contentType: "application/json" }))).toBeUndefined();
    expect(viewedPath(answer({ pathname: "/admin/inbox" }))).toBeUndefined();
    expect(viewedPath(answer({ pathname: "/admin.data", contentType: "text/x-script" }))).toBeUndefined();
  });

  it("does not count a visitor who sends Sec-GPC: 1 or DNT: 1", () => {
    expect(viewedPath(answer({}, { globalPrivacyControl: "1" }))).toBeUndefined();
    expect(viewedPath(answer({}, { doNotTrack: "1" }))).toBeUndefined();
    expect(viewedPath(answer({}, { doNotTrack: "0" }))).toBe("/hunde");
  });

  it("does not count bots, nor a request without a user agent", () => {
    expect(
      viewedPath(answer({}, { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })),
    ).toBeUndefined();
    expect(viewedPath(answer({}, { userAgent: "curl/8.5.0" }))).toBeUndefined();
    expect(viewedPath(answer({}, { userAgent: undefined }))).toBeUndefined();
  });
});

describe("a dog's page", () => {
  it("is known by its path on each host", () => {
    expect(dogSlugOf("/hunde/bello-12345678", "de")).toBe("bello-12345678");
    expect(dogSlugOf("/perros/bello-12345678", "es")).toBe("bello-12345678");
    expect(dogSlugOf("/perros/bello-12345678", "de")).toBeUndefined();
    expect(dogSlugOf("/hunde", "de")).toBeUndefined();
  });
});

describe("the referring host", () => {
  const own = ["localhost", "es.localhost", "www.example.de"];

  it("keeps an outside page's host only, never its path", () => {
    expect(referringHost("https://www.facebook.com/groups/hunde?id=42", own)).toBe("facebook.com");
    expect(referringHost("https://l.instagram.com/", own)).toBe("l.instagram.com");
  });

  it("leaves out the site's own pages and what is no web address", () => {
    expect(referringHost("http://localhost:3000/hunde", own)).toBeUndefined();
    expect(referringHost("https://example.de/", own)).toBeUndefined();
    expect(referringHost("android-app://com.google.android.gm/", own)).toBeUndefined();
    expect(referringHost("not a url", own)).toBeUndefined();
    expect(referringHost(undefined, own)).toBeUndefined();
  });
});

describe("an empty search's words", () => {
  it("are kept trimmed and lowercased, and not when they look like an address or a phone number", () => {
    expect(searchWords("  Pudel   Mix ")).toBe("pudel mix");
    expect(searchWords("anna@example.org")).toBeUndefined();
    expect(searchWords("0171 234 5678")).toBeUndefined();
    expect(searchWords("")).toBeUndefined();
    expect(searchWords("x".repeat(100))).toHaveLength(60);
  });
});
