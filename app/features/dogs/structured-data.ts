import type { Product, WithContext } from "schema-dts";
import type { DogStatus } from "./types";

export interface DogProductInput {
  name: string;
  /** Plain text, already cut to 200 characters. */
  description: string;
  url: string;
  images: string[];
  status: DogStatus;
  organisation: string;
}

/** Spec 1 §2 dog metadata: a product with price 0 EUR, out of stock when reserved, else in stock. */
export function dogProductJsonLd(input: DogProductInput): WithContext<Product> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    url: input.url,
    ...(input.images.length ? { image: input.images } : {}),
    brand: { "@type": "Organization", name: input.organisation },
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "EUR",
      availability: input.status === "reserved" ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      url: input.url,
    },
  };
}
