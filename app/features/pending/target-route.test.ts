import { describe, expect, it } from "vitest";
import { localizedPath, pathsOf, routeKeys, routeTable } from "~/i18n/route-table";
import { routeKeyOfPath } from "./target-route";

describe("routeKeyOfPath", () => {
  it.each(routeKeys)("finds %s by its path in either language", (key) => {
    const params = { slug: "luna-a0b00001" };
    for (const locale of ["de", "es"] as const) {
      const path = (localizedPath as (k: typeof key, l: typeof locale, p: object) => string)(key, locale, params);
      expect(routeKeyOfPath(path, pathsOf(locale))).toBe(key);
    }
  });

  it("tells a list from its detail page and allows a trailing slash and any case", () => {
    expect(routeKeyOfPath("/hunde", pathsOf("de"))).toBe("dogs");
    expect(routeKeyOfPath("/hunde/", pathsOf("de"))).toBe("dogs");
    expect(routeKeyOfPath("/Hunde/juergen-a0b00001", pathsOf("de"))).toBe("dogDetail");
    expect(routeKeyOfPath("/blog/luna-ist-angekommen", pathsOf("de"))).toBe("blogPost");
    expect(routeKeyOfPath("/", pathsOf("es"))).toBe("home");
  });

  it("knows no page for an unknown path or the other language's path", () => {
    expect(routeKeyOfPath("/gibt-es-nicht", pathsOf("de"))).toBeUndefined();
    expect(routeKeyOfPath("/hunde/a/b", pathsOf("de"))).toBeUndefined();
    expect(routeKeyOfPath(routeTable.dogs.es, pathsOf("de"))).toBeUndefined();
    expect(routeKeyOfPath(routeTable.guides.de, pathsOf("es"))).toBeUndefined();
  });
});
