import { describe, expect, it } from "vitest";
import { displayPhone } from "~/platform/settings/display.server";
import { firstSettings as siteConfig } from "~/platform/settings/first-version";
import { headContextFor } from "~/features/seo/head-context.server";
import {
  animalShelterJsonLd,
  contactPageJsonLd,
  donateActionJsonLd,
  dogProductJsonLd,
  faqPageJsonLd,
  homeJsonLd,
  howToJsonLd,
  itemListJsonLd,
  membershipOfferJsonLd,
  websiteJsonLd,
} from "./structured-data";

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

  it("gives the adoption process as a 14-day how-to with its steps", () => {
    const steps = Array.from({ length: 7 }, (_, index) => ({ title: `Schritt ${index + 1}`, text: `Text ${index + 1}` }));
    const howTo = howToJsonLd(de, { routeKey: "adoption", name: "Adoption", description: "So geht's", totalTime: "P14D", steps });
    expect(howTo).toMatchObject({ "@type": "HowTo", totalTime: "P14D", url: "https://hunde.example/adoption" });
    expect(howTo.step).toHaveLength(7);
    expect((howTo.step as unknown[])[6]).toEqual({ "@type": "HowToStep", position: 7, name: "Schritt 7", text: "Text 7" });
  });

  it("offers the membership from 5.00 EUR", () => {
    expect(membershipOfferJsonLd(es, { name: "Membresía", description: "Desde 5 €", price: "5.00" })).toMatchObject({
      "@type": "Offer",
      price: "5.00",
      priceCurrency: "EUR",
      url: "https://perros.example.es/hacerse-socio",
      offeredBy: { "@type": "Organization", "@id": "https://perros.example.es/#organization", name: "Costa Azahar Rescate Animal" },
    });
  });

  it("turns questions into a question-and-answer list", () => {
    const faq = faqPageJsonLd(de, "faq", [{ question: "Was kostet es?", answer: ["490 €.", "Oder 340 €."] }]);
    expect(faq).toMatchObject({ "@type": "FAQPage", url: "https://hunde.example/faq" });
    expect(faq.mainEntity).toEqual([
      { "@type": "Question", name: "Was kostet es?", acceptedAnswer: { "@type": "Answer", text: "490 €.\n\nOder 340 €." } },
    ]);
  });

  it("describes a shelter with address, geo position and parent organisation", () => {
    const site = siteConfig.shelters.fincaChaos;
    const shelter = animalShelterJsonLd(de, {
      routeKey: "fincaChaos",
      name: "Finca Chaos",
      description: "10.000 m²",
      site,
      image: "/x.svg",
    });
    expect(shelter).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AnimalShelter",
      name: "Finca Chaos",
      description: "10.000 m²",
      url: "https://hunde.example/finca-chaos",
      image: "https://hunde.example/x.svg",
      address: { "@type": "PostalAddress", streetAddress: site.address.street, postalCode: site.address.postalCode },
      geo: { "@type": "GeoCoordinates", latitude: site.latitude, longitude: site.longitude },
      parentOrganization: { "@type": "Organization", "@id": "https://hunde.example/#organization" },
    });
  });

  it("describes the donate action and the contact page", () => {
    expect(donateActionJsonLd(es, { name: "Donar", description: "Ayuda" })).toMatchObject({
      "@type": "DonateAction",
      recipient: { "@type": "Organization", "@id": "https://perros.example.es/#organization" },
      target: { "@type": "EntryPoint", urlTemplate: "https://perros.example.es/donar-y-teaming" },
    });
    expect(contactPageJsonLd(de, { name: "Kontakt", description: "Schreib uns" })).toMatchObject({
      "@type": "ContactPage",
      url: "https://hunde.example/kontakt",
      mainEntity: {
        contactPoint: {
          "@type": "ContactPoint",
          email: siteConfig.associations.de.email,
          telephone: displayPhone(siteConfig.associations.de.phone),
        },
      },
    });
  });

  it("lists entries in their order", () => {
    expect(itemListJsonLd("Ratgeber", [{ name: "A", url: "https://hunde.example/ratgeber/a" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Ratgeber",
      numberOfItems: 1,
      itemListElement: [{ "@type": "ListItem", position: 1, name: "A", url: "https://hunde.example/ratgeber/a" }],
    });
  });
});

describe("dogProductJsonLd", () => {
  const dog = {
    name: "Bello",
    description: "Ein lieber Hund.",
    url: "https://hunde.example/hunde/bello-12345678",
    images: ["https://hunde.example/images/dogs/1/a/1000.webp"],
  };

  it("offers the dog of the association for 0 EUR, in stock when available or hidden", () => {
    for (const status of ["available", "hidden"] as const) {
      expect(dogProductJsonLd(de, { ...dog, status })).toEqual({
        "@context": "https://schema.org",
        "@type": "Product",
        name: "Bello",
        description: "Ein lieber Hund.",
        url: "https://hunde.example/hunde/bello-12345678",
        image: ["https://hunde.example/images/dogs/1/a/1000.webp"],
        brand: {
          "@type": "Organization",
          "@id": "https://hunde.example/#organization",
          name: "Costa Azahar Hundehilfe",
          url: "https://hunde.example/",
        },
        offers: {
          "@type": "Offer",
          price: "0",
          priceCurrency: "EUR",
          availability: "https://schema.org/InStock",
          url: "https://hunde.example/hunde/bello-12345678",
        },
      });
    }
  });

  it("is out of stock when reserved and has no image without pictures", () => {
    const product = dogProductJsonLd(de, { ...dog, images: [], status: "reserved" }) as unknown as Record<string, unknown>;
    expect((product.offers as Record<string, unknown>).availability).toBe("https://schema.org/OutOfStock");
    expect(product).not.toHaveProperty("image");
  });
});
