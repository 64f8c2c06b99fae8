import { describe, expect, it } from "vitest";
import { dogProductJsonLd } from "./structured-data";

const input = {
  name: "Bello",
  description: "Ein lieber Hund.",
  url: "https://example.de/hunde/bello-12345678",
  images: ["https://example.de/images/dogs/1/a/1000.webp"],
  organisation: "Verein",
};

describe("dogProductJsonLd", () => {
  it("offers the dog for 0 EUR, in stock when available or hidden", () => {
    for (const status of ["available", "hidden"] as const) {
      expect(dogProductJsonLd({ ...input, status })).toEqual({
        "@context": "https://schema.org",
        "@type": "Product",
        name: "Bello",
        description: "Ein lieber Hund.",
        url: "https://example.de/hunde/bello-12345678",
        image: ["https://example.de/images/dogs/1/a/1000.webp"],
        brand: { "@type": "Organization", name: "Verein" },
        offers: {
          "@type": "Offer",
          price: "0",
          priceCurrency: "EUR",
          availability: "https://schema.org/InStock",
          url: "https://example.de/hunde/bello-12345678",
        },
      });
    }
  });

  it("is out of stock when reserved and has no image without pictures", () => {
    const product = dogProductJsonLd({ ...input, images: [], status: "reserved" }) as unknown as Record<string, unknown>;
    expect((product.offers as Record<string, unknown>).availability).toBe("https://schema.org/OutOfStock");
    expect(product).not.toHaveProperty("image");
  });
});
