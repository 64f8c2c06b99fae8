import { describe, expect, it } from "vitest";
import { headContextFor } from "~/features/seo/head-context.server";
import { dogProductJsonLd } from "./structured-data";

const origins = { de: "https://hunde.example", es: "https://perros.example.es" };
const de = headContextFor("de", origins);

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
