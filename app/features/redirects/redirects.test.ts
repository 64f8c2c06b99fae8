import { describe, expect, it } from "vitest";
import { routeTable } from "~/i18n/route-table";
import { legacyRedirects, resolveRedirect, spanishLegacyPaths } from "./redirects";

const external = {
  paypalHospice: "https://pay.example/hospiz",
  paypal: "https://pay.example/general",
  teamingResidencia: "https://teaming.example/residencia",
};

describe("legacy redirects on the German host", () => {
  it.each(Object.entries(legacyRedirects))("/%s → %s", (slug, key) => {
    for (const path of [`/${slug}`, `/${slug}/`]) {
      expect(resolveRedirect("de", path, "", external)).toEqual({ status: 301, location: routeTable[key].de });
    }
  });

  it("keeps the query string", () => {
    expect(resolveRedirect("de", "/teaming", "?ref=fb", external)).toEqual({ status: 301, location: "/spenden?ref=fb" });
  });

  it("does not redirect /membresia", () => {
    expect(resolveRedirect("de", "/membresia", "", external)).toBeUndefined();
  });
});

describe("legacy redirects on the Spanish host", () => {
  it.each(spanishLegacyPaths)("/%s redirects to the Spanish path", (slug) => {
    const key = legacyRedirects[slug]!;
    expect(resolveRedirect("es", `/${slug}`, "", external)).toEqual({ status: 301, location: routeTable[key].es });
    expect(resolveRedirect("es", `/${slug}/`, "", external)).toEqual({ status: 301, location: routeTable[key].es });
  });

  it.each(Object.keys(legacyRedirects).filter((slug) => !(spanishLegacyPaths as readonly string[]).includes(slug)))(
    "/%s is not redirected",
    (slug) => expect(resolveRedirect("es", `/${slug}`, "", external)).toBeUndefined(),
  );

  it("sends /membresia to /hacerse-socio", () => {
    expect(resolveRedirect("es", "/membresia", "", external)).toEqual({ status: 301, location: "/hacerse-socio" });
    expect(resolveRedirect("es", "/membresia/", "", external)).toEqual({ status: 301, location: "/hacerse-socio" });
  });
});

describe("external redirects", () => {
  it.each(["de", "es"] as const)("answer 302 on the %s host", (locale) => {
    expect(resolveRedirect(locale, "/paypal-hospiz", "", external)).toEqual({ status: 302, location: external.paypalHospice });
    expect(resolveRedirect(locale, "/paypal", "", external)).toEqual({ status: 302, location: external.paypal });
    expect(resolveRedirect(locale, "/paypal-spende", "", external)).toEqual({ status: 302, location: external.paypal });
    expect(resolveRedirect(locale, "/paypal/", "", external)).toEqual({ status: 302, location: external.paypal });
    expect(resolveRedirect(locale, "/teaming-residenz", "", external)).toEqual({ status: 302, location: external.teamingResidencia });
  });
});

describe("trailing slashes", () => {
  it("redirect to the path without them", () => {
    expect(resolveRedirect("de", "/hunde/", "?type=hospice", external)).toEqual({ status: 301, location: "/hunde?type=hospice" });
    expect(resolveRedirect("es", "/perros//", "", external)).toEqual({ status: 301, location: "/perros" });
  });

  it("never produce a protocol-relative location", () => {
    expect(resolveRedirect("de", "//evil.example/", "", external)).toEqual({ status: 301, location: "/evil.example" });
  });

  it("redirect paths up to 2,048 characters, and leave longer ones to be not found", () => {
    const longest = `/${"x".repeat(2046)}/`;
    expect(resolveRedirect("de", longest, "", external)).toEqual({ status: 301, location: longest.slice(0, -1) });
    expect(resolveRedirect("de", `/${"x".repeat(2047)}/`, "", external)).toBeUndefined();
    expect(resolveRedirect("es", `/${"x".repeat(15_000)}//`, "", external)).toBeUndefined();
  });

  it("leave the root and plain paths alone", () => {
    expect(resolveRedirect("de", "/", "", external)).toBeUndefined();
    expect(resolveRedirect("de", "/hunde", "", external)).toBeUndefined();
  });
});

describe("names of Object.prototype", () => {
  // The legacy and alias tables are plain objects: a path like /__proto__ must not find their prototype.
  const prototypeKeys = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"];

  it.each(["de", "es"] as const)("are ordinary unknown paths on the %s host", (locale) => {
    for (const key of prototypeKeys) {
      expect(resolveRedirect(locale, `/${key}`, "", external)).toBeUndefined();
      expect(resolveRedirect(locale, `/${key}/`, "?a=1", external)).toEqual({ status: 301, location: `/${key}?a=1` });
    }
  });
});

describe("odd slashes", () => {
  it("redirect to the clean path", () => {
    expect(resolveRedirect("de", "///", "", external)).toEqual({ status: 301, location: "/" });
    expect(resolveRedirect("es", "//", "?x", external)).toEqual({ status: 301, location: "/?x" });
  });
});
