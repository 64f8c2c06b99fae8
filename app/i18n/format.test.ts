import { describe, expect, it } from "vitest";
import { format } from "./format";

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
