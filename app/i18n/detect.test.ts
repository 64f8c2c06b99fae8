import { describe, expect, it } from "vitest";
import { localeFromHost } from "./detect";

const es = "http://es.localhost:3000";

describe("localeFromHost", () => {
  it.each([
    ["localhost:3000", "de"],
    ["localhost", "de"],
    ["es.localhost:3000", "es"],
    ["es.localhost", "es"],
    ["ES.LOCALHOST:8080", "es"],
    ["www.hundehilfe.de", "de"],
    ["www.rescate.es", "es"],
    ["rescate.es:443", "es"],
    ["127.0.0.1:3000", "de"],
    ["[::1]:3000", "de"],
    ["", "de"],
  ])("%s → %s", (host, expected) => {
    expect(localeFromHost(host, es)).toBe(expected);
  });

  it("uses the configured Spanish origin's host", () => {
    expect(localeFromHost("perros.example.org", "https://perros.example.org")).toBe("es");
    expect(localeFromHost("hunde.example.org", "https://perros.example.org")).toBe("de");
  });

  it("treats a missing host as German", () => {
    expect(localeFromHost(undefined, es)).toBe("de");
  });
});
