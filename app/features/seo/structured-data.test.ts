import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { headContextFor } from "~/features/seo/head-context";
import {
  animalShelterJsonLd,
  contactPageJsonLd,
  donateActionJsonLd,
  faqPageJsonLd,
  homeJsonLd,
  howToJsonLd,
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
      "@type": "NGO",
      "@id": "https://perros.example.es/#organization",
      name: siteConfig.associations.es.legalName,
      url: "https://perros.example.es/",
      email: siteConfig.associations.es.email,
      foundingDate: "2013",
      address: { "@type": "PostalAddress", addressLocality: "Benicarló", addressRegion: "Castellón" },
    });
    expect(website).toMatchObject({ "@type": "WebSite", url: "https://perros.example.es/", inLanguage: "es-ES" });
    expect(website).not.toHaveProperty("mainEntity");
  });

  it("lists the first 20 dogs on the website object", () => {
    const dogs = Array.from({ length: 25 }, (_, index) => ({ name: `Hund ${index + 1}`, slug: `hund-${index + 1}-abcdefgh` }));
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
    });
    expect(website.mainEntity.itemListElement[19]?.name).toBe("Hund 20");
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
      offeredBy: { "@type": "NGO", name: siteConfig.associations.es.legalName },
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
      parentOrganization: { "@type": "NGO", "@id": "https://hunde.example/#organization" },
    });
  });

  it("describes the donate action and the contact page", () => {
    expect(donateActionJsonLd(es, { name: "Donar", description: "Ayuda" })).toMatchObject({
      "@type": "DonateAction",
      recipient: { "@type": "NGO" },
      target: { "@type": "EntryPoint", urlTemplate: "https://perros.example.es/donar-y-teaming" },
    });
    expect(contactPageJsonLd(de, { name: "Kontakt", description: "Schreib uns" })).toMatchObject({
      "@type": "ContactPage",
      url: "https://hunde.example/kontakt",
      mainEntity: {
        contactPoint: { "@type": "ContactPoint", email: siteConfig.associations.de.email, telephone: siteConfig.associations.de.phone },
      },
    });
  });
});
