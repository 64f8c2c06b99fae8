import { expect, it } from "vitest";
import { dogSitemapEntries } from "./sitemap";

it("lists each dog's page in German and Spanish", () => {
  expect(dogSitemapEntries([{ slug: "juergen-12345678" }, { slug: "nino-abcdefgh" }])).toEqual([
    { paths: { de: "/hunde/juergen-12345678", es: "/perros/juergen-12345678" } },
    { paths: { de: "/hunde/nino-abcdefgh", es: "/perros/nino-abcdefgh" } },
  ]);
});

it("leaves out dogs without a page of their own (no name: their slug unknown-dog names no dog)", () => {
  expect(dogSitemapEntries([{ slug: "unknown-dog" }, { slug: "lua-abcdefgh" }, { slug: "unknown-dog" }])).toEqual([
    { paths: { de: "/hunde/lua-abcdefgh", es: "/perros/lua-abcdefgh" } },
  ]);
});
