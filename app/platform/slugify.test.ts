import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it.each([
    ["Bello", "bello"],
    ["Jürgen", "juergen"],
    ["Jörg Ärger", "joerg-aerger"],
    ["ÄÖÜ", "aeoeue"],
    ["Strauß", "strauss"],
    ["Großer Spaß", "grosser-spass"],
    ["Ñoño", "nono"],
    ["Peña", "pena"],
    ["José María", "jose-maria"],
    ["Chloé", "chloe"],
    ["Çà Ïlê Õ", "ca-ile-o"],
    ["Fräulein Müller-Lüdenscheidt", "fraeulein-mueller-luedenscheidt"],
    ["  Luna  ", "luna"],
    ["--Luna--", "luna"],
    ["Luna!!! & Sol???", "luna-sol"],
    ["a   b", "a-b"],
    ["a_b.c/d", "a-b-c-d"],
    ["Rex 2", "rex-2"],
    ["★★★", ""],
    ["", ""],
    ["Ju\u0308rgen", "juergen"], // decomposed ü
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("yields only lowercase letters, digits and inner single hyphens", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(slugify(text)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});
