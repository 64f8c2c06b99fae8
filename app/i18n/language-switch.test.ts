import { describe, expect, it } from "vitest";
import { switchLanguageHref } from "./language-switch";
import { routeKeys, routeTable } from "./route-table";

const es = "http://es.localhost:3000";
const de = "http://localhost:3000";

describe("switchLanguageHref", () => {
  it.each(routeKeys.filter((key) => !routeTable[key].de.includes(":")))("maps %s to the other language's path", (key) => {
    const matches = [
      { id: "root", params: {} },
      { id: `${key}.de`, params: {} },
    ];
    expect(switchLanguageHref(matches, "es", es)).toBe(es + routeTable[key].es);
    expect(switchLanguageHref([{ id: key, params: {} }], "de", de)).toBe(de + routeTable[key].de);
  });

  it("keeps the slug on a dog detail page", () => {
    const matches = [
      { id: "root", params: {} },
      { id: "dogDetail.de", params: { slug: "bruno-a1b2c3d4" } },
    ];
    expect(switchLanguageHref(matches, "es", es)).toBe(`${es}/perros/bruno-a1b2c3d4`);
  });

  it("uses the page's own parameters for the other language", () => {
    const matches = [
      { id: "blogPost", params: { slug: "ein-neues-zuhause" }, data: { alternateParams: { es: { slug: "un-nuevo-hogar" } } } },
    ];
    expect(switchLanguageHref(matches, "es", es)).toBe(`${es}/blog/un-nuevo-hogar`);
  });

  it("carries the page's own query for the other language (a favourites list)", () => {
    const matches = [{ id: "favourites.de", params: {}, data: { alternateSearch: { es: "?perros=a0b00003,a0b00007" } } }];
    expect(switchLanguageHref(matches, "es", es)).toBe(`${es}/favoritos?perros=a0b00003,a0b00007`);
  });

  it("falls back to / for an unknown route", () => {
    expect(
      switchLanguageHref(
        [
          { id: "root", params: {} },
          { id: "routes/not-found", params: { "*": "x" } },
        ],
        "es",
        es,
      ),
    ).toBe(`${es}/`);
    expect(switchLanguageHref([], "de", de)).toBe(`${de}/`);
  });
});
