/**
 * The formats our image routes serve pictures in (dog photos and article pictures alike): AVIF, the
 * smallest, for browsers that take it, WebP for the others. A `<picture>` lists them in this order.
 */
export const variantFormats = ["avif", "webp"] as const;
export type VariantFormat = (typeof variantFormats)[number];

const contentTypes: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

export const variantContentType = (format: VariantFormat): string => contentTypes[format];

export function isVariantFormat(value: string): value is VariantFormat {
  return (variantFormats as readonly string[]).includes(value);
}

/** Answers for URLs whose content never changes (a picture's path is never reused): cached for a year. */
export const immutableCaching = "public, max-age=31536000, immutable";
