import { describe, expect, it } from "vitest";
import { format, formatCount, perLanguage, plural } from "./format";

describe("format", () => {
  it("fills every placeholder, numbers included", () => {
    expect(format("© {year} {name}. Alle Rechte vorbehalten.", { year: 2026, name: "Verein" })).toBe(
      "© 2026 Verein. Alle Rechte vorbehalten.",
    );
  });

  it("fills a placeholder used twice and leaves unknown ones visible", () => {
    expect(format("{a}-{a} {b}", { a: "x" })).toBe("x-x {b}");
  });
});

describe("plural", () => {
  const forms = { one: "{count} Hund gefunden", other: "{count} Hunde gefunden" };

  it("picks the form by the language's rules and formats the count", () => {
    expect(plural("de-DE", 1, forms)).toBe("1 Hund gefunden");
    expect(plural("de-DE", 0, forms)).toBe("0 Hunde gefunden");
    expect(plural("de-DE", 1234, forms)).toBe("1.234 Hunde gefunden");
    expect(plural("es-ES", 1, { one: "{count} perro", other: "{count} perros" })).toBe("1 perro");
  });
});

describe("formatCount", () => {
  it("writes a count as each language does, as toLocaleString does", () => {
    expect(formatCount("de-DE", 1234)).toBe("1.234");
    expect(formatCount("es-ES", 1234)).toBe((1234).toLocaleString("es-ES"));
    expect(formatCount("de-DE", 41)).toBe("41");
  });
});

describe("perLanguage", () => {
  it("makes one formatter per language tag and hands it out again", () => {
    const made: string[] = [];
    const formatterOf = perLanguage((intlTag) => (made.push(intlTag), new Intl.NumberFormat(intlTag)));
    expect(formatterOf("de-DE").format(1234.5)).toBe("1.234,5");
    expect(formatterOf("es-ES").format(12345.5)).toBe("12.345,5");
    expect(formatterOf("de-DE")).toBe(formatterOf("de-DE"));
    expect(made).toEqual(["de-DE", "es-ES"]);
  });
});
