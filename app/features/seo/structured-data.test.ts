import { describe, expect, it } from "vitest";
import { displayPhone } from "~/platform/settings/display.server";
import { firstSettings as siteConfig } from "~/platform/settings/first-version";
import { headContextFor } from "~/features/seo/head-context.server";
import {
  animalShelterJsonLd,
  contactPageJsonLd,
  donateActionJsonLd,
  faqPageJsonLd,
  howToJsonLd,
  itemListJsonLd,
  membershipOfferJsonLd,
} from "./structured-data";

const origins = { de: "https://hunde.example", es: "https://perros.example.es" };
const de = headContextFor("de", origins);
const es = headContextFor("es", origins);

describe("structured data", () => {
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
