import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache, siteOrigins } from "./env.server";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

function originsWith(variables: Record<string, string>) {
  vi.stubEnv("PORT", undefined);
  vi.stubEnv("SITE_ORIGIN_DE", undefined);
  vi.stubEnv("SITE_ORIGIN_ES", undefined);
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  resetEnvCache();
  return siteOrigins();
}

describe("siteOrigins", () => {
  it("is this machine on port 3000 when nothing is set", () => {
    expect(originsWith({})).toEqual({ de: "http://localhost:3000", es: "http://es.localhost:3000" });
  });

  it("follows PORT while the origins are unset, so that a local server on another port links to itself", () => {
    expect(originsWith({ PORT: "4393" })).toEqual({ de: "http://localhost:4393", es: "http://es.localhost:4393" });
  });

  it("takes the configured origins as they are, without a trailing slash, whatever the port", () => {
    expect(originsWith({ PORT: "8080", SITE_ORIGIN_DE: "https://www.example.de/", SITE_ORIGIN_ES: "https://www.example.es" })).toEqual({
      de: "https://www.example.de",
      es: "https://www.example.es",
    });
  });
});
