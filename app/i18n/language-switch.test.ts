import { describe, expect, it } from "vitest";
import { frameDataFor, headContextFor } from "~/features/seo/head-context.server";
import { pageHead } from "~/features/seo/page-head";
import { switchLanguageHref } from "./language-switch";
import type { Locale } from "./locales";
import { type RouteKey, routeKeys, routeTable } from "./route-table";

const origins = { de: "http://localhost:3000", es: "http://es.localhost:3000" };

/** A page's head as its loader builds it (route-head.server.ts). */
function headOf(locale: Locale, routeKey: RouteKey, params?: Partial<Record<Locale, Record<string, string>>>) {
  return pageHead(headContextFor(locale, origins), { title: "T", description: "D", routeKey, params });
}

describe("switchLanguageHref", () => {
  it.each(routeKeys.filter((key) => !routeTable[key].de.includes(":")))("maps %s to the other language's path", (key) => {
    const matches = [{ data: frameDataFor("de", origins) }, { data: { head: headOf("de", key) } }];
    expect(switchLanguageHref(matches, "es", origins.es)).toBe(origins.es + routeTable[key].es);
    expect(switchLanguageHref([{ data: { head: headOf("es", key) } }], "de", origins.de)).toBe(origins.de + routeTable[key].de);
  });

  it("keeps the slug on a dog detail page", () => {
    const slug = { slug: "bruno-a1b2c3d4" };
    const matches = [{ data: { head: headOf("de", "dogDetail", { de: slug, es: slug }) } }];
    expect(switchLanguageHref(matches, "es", origins.es)).toBe(`${origins.es}/perros/bruno-a1b2c3d4`);
  });

  it("uses the page's own parameters for the other language", () => {
    const params = { de: { slug: "ein-neues-zuhause" }, es: { slug: "un-nuevo-hogar" } };
    const matches = [{ data: { head: headOf("de", "blogPost", params) } }];
    expect(switchLanguageHref(matches, "es", origins.es)).toBe(`${origins.es}/blog/un-nuevo-hogar`);
  });

  it("carries the page's own query for the other language (a favourites list)", () => {
    const matches = [{ data: { head: headOf("de", "favourites"), alternateSearch: { es: "?perros=a0b00003,a0b00007" } } }];
    expect(switchLanguageHref(matches, "es", origins.es)).toBe(`${origins.es}/favoritos?perros=a0b00003,a0b00007`);
  });

  it("falls back to the other home page for a page without a head (an unknown path)", () => {
    const matches = [{ data: frameDataFor("de", origins) }, { data: undefined }];
    expect(switchLanguageHref(matches, "es", origins.es)).toBe(`${origins.es}/`);
    expect(switchLanguageHref([], "de", origins.de)).toBe(`${origins.de}/`);
  });
});
