import type { Product, WithContext } from "schema-dts";
import type { HeadContext } from "~/features/seo/page-head";
import { organizationReference, schemaContext } from "~/features/seo/structured-data";
import type { DogStatus } from "./types";

export interface DogProductInput {
  name: string;
  /** Plain text, already cut to 200 characters. */
  description: string;
  url: string;
  /** Absolute URLs. */
  images: string[];
  status: DogStatus;
}

/** A dog's structured data: a product of the association with price 0 EUR, out of stock when reserved, else in stock. */
export function dogProductJsonLd(ctx: HeadContext, dog: DogProductInput): WithContext<Product> {
  return {
    "@context": schemaContext,
    "@type": "Product",
    name: dog.name,
    description: dog.description,
    url: dog.url,
    ...(dog.images.length ? { image: dog.images } : {}),
    brand: organizationReference(ctx),
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "EUR",
      availability: dog.status === "reserved" ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      url: dog.url,
    },
  };
}
