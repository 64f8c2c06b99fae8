import type { VariantFormat } from "~/features/media/variant-format";

/**
 * Dog image URLs of our own image route (CSP allows images from our origin
 * only): `/images/dogs/{dogId}/{imageId}/{width}.{avif|webp}`, square, cut
 * from the pet-office host's 500x500 or 1000x1000 image, in the formats of
 * every picture we serve (app/features/media/variant-format.ts).
 */
const dogImageWidths = [160, 320, 480, 640, 1000] as const;
export type DogImageWidth = (typeof dogImageWidths)[number];

/** Ids that may appear in an image path: no dots or slashes, so no path traversal. */
export const imageIdPattern = /^[A-Za-z0-9_-]{1,100}$/;

/** Shown when a dog has no image or an image fails to load. */
export const dogPlaceholderImage = "/images/dogs/placeholder.svg";

export function dogImageUrl(dogId: string, imageId: string, width: DogImageWidth, format: VariantFormat): string {
  return `/images/dogs/${encodeURIComponent(dogId)}/${encodeURIComponent(imageId)}/${width}.${format}`;
}

export function dogImageSrcSet(dogId: string, imageId: string, widths: readonly DogImageWidth[], format: VariantFormat): string {
  return widths.map((width) => `${dogImageUrl(dogId, imageId, width, format)} ${width}w`).join(", ");
}

/** The pet-office size an image width is cut from (default 500x500, main image 1000x1000). */
export function upstreamSize(width: DogImageWidth): "500x500" | "1000x1000" {
  return width <= 500 ? "500x500" : "1000x1000";
}

export function isDogImageWidth(value: number): value is DogImageWidth {
  return (dogImageWidths as readonly number[]).includes(value);
}
