import { expect, it } from "vitest";
import { dogSitemapEntries } from "./sitemap";

it("lists each dog's page in German and Spanish", () => {
  expect(dogSitemapEntries([{ slug: "juergen-12345678" }, { slug: "nino-abcdefgh" }])).toEqual([
    { paths: { de: "/hunde/juergen-12345678", es: "/perros/juergen-12345678" } },
    { paths: { de: "/hunde/nino-abcdefgh", es: "/perros/nino-abcdefgh" } },
  ]);
});
