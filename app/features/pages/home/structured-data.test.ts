import { describe, expect, it } from "vitest";
import { firstSettings as siteConfig } from "~/platform/settings/first-version";
import { headContextFor } from "~/features/seo/head-context.server";
import { homeJsonLd, websiteJsonLd } from "./structured-data";

const origins = { de: "https://hunde.example", es: "https://perros.example.es" };
const de = headContextFor("de", origins);
const es = headContextFor("es", origins);

describe("structured data", () => {
  it("describes the association and the website on the home page", () => {
    const [organization, website] = homeJsonLd(es);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://perros.example.es/#organization",
      name: "Costa Azahar Rescate Animal",
      legalName: siteConfig.associations.es.legalName,
      url: "https://perros.example.es/",
      logo: "https://perros.example.es/apple-touch-icon.png",
      email: siteConfig.associations.es.email,
      foundingDate: "2013",
      address: { "@type": "PostalAddress", addressLocality: "Benicarló", addressRegion: "Castellón" },
    });
    expect(website).toMatchObject({ "@type": "WebSite", url: "https://perros.example.es/", inLanguage: "es-ES" });
    expect(website).not.toHaveProperty("mainEntity");
  });

  it("lists the first 20 dogs on the website object", () => {
    const dogs = Array.from({ length: 25 }, (_, index) => ({
      name: `Hund ${index + 1}`,
      slug: `hund-${index + 1}-abcdefgh`,
      ...(index === 0 ? { image: "https://hunde.example/images/dogs/1/a/480.webp" } : {}),
    }));
    const website = websiteJsonLd(de, dogs) as unknown as {
      mainEntity: { numberOfItems: number; itemListElement: { position: number; url: string; name: string }[] };
    };
    expect(website.mainEntity.numberOfItems).toBe(20);
    expect(website.mainEntity.itemListElement).toHaveLength(20);
    expect(website.mainEntity.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "Hund 1",
      url: "https://hunde.example/hunde/hund-1-abcdefgh",
      image: "https://hunde.example/images/dogs/1/a/480.webp",
    });
    expect(website.mainEntity.itemListElement[1]).not.toHaveProperty("image");
    expect(website.mainEntity.itemListElement[19]?.name).toBe("Hund 20");
    const short = websiteJsonLd(es, dogs.slice(1, 3)) as unknown as typeof website;
    expect(short.mainEntity.numberOfItems).toBe(2);
    expect(short.mainEntity.itemListElement.map((item) => item.url)).toEqual([
      "https://perros.example.es/perros/hund-2-abcdefgh",
      "https://perros.example.es/perros/hund-3-abcdefgh",
    ]);
  });

  it("leaves dogs without a page of their own (slug unknown-dog) out of the website's list", () => {
    const dogs = [
      { name: "Ohne Namen", slug: "unknown-dog" },
      ...Array.from({ length: 20 }, (_, index) => ({ name: `Hund ${index + 1}`, slug: `hund-${index + 1}-abcdefgh` })),
    ];
    const website = websiteJsonLd(de, dogs) as unknown as { mainEntity: { numberOfItems: number; itemListElement: { name: string }[] } };
    expect(website.mainEntity.numberOfItems).toBe(20);
    expect(website.mainEntity.itemListElement.map((item) => item.name)).toEqual(dogs.slice(1).map((dog) => dog.name));
    expect(websiteJsonLd(de, dogs.slice(0, 1))).not.toHaveProperty("mainEntity");
  });
});
