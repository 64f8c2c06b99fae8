import { mediaUrlPrefix } from "./media-url";
import { type VariantFormat, isVariantFormat } from "./variant-format";

/**
 * A stored picture is served as it was stored at `/media/<bucket>/<path>` and as smaller copies at
 * `/media/<bucket>/<path>?w=<width>&format=<avif|webp>`, only at these widths: a fixed, small set
 * keeps the copies a picture can have (and the work a request can cause) bounded.
 */
export const variantWidths = [320, 640, 960, 1280, 1600] as const;
export type VariantWidth = (typeof variantWidths)[number];

export function isVariantWidth(value: number): value is VariantWidth {
  return (variantWidths as readonly number[]).includes(value);
}

/** The width a copy is made at: the one asked for, or the original's own where that is narrower (never upscaled). */
export const madeWidth = (requested: VariantWidth, originalWidth: number): number => Math.min(requested, originalWidth);

/** Pictures of our own media route have copies; an absolute link to another site has none. */
export const hasVariants = (src: string): boolean => src.startsWith(`${mediaUrlPrefix}/`);

export const variantUrl = (src: string, width: VariantWidth, format: VariantFormat): string => `${src}?w=${width}&format=${format}`;

/**
 * The one copy that stands for a stored picture where no `srcset` is read: the `<img>`'s own source (browsers
 * without `<picture>` or WebP, feed readers, tools that take the first image) and link previews. 1280 px WebP
 * is sharp on any preview and a fraction of a phone's original (a 4032 px photo of several MB); a picture
 * linked from another site has no copies and stays as it is.
 */
export const standInCopy = (src: string): string => (hasVariants(src) ? variantUrl(src, 1280, "webp") : src);

/** A picture shown small in the workspace (beside its form): a stored picture's 320 px WebP copy, any other as it is. */
export const thumbnailUrl = (src: string): string => (hasVariants(src) ? variantUrl(src, 320, "webp") : src);

/** The `srcset` of one format: every width, so the browser picks by its layout and screen. */
export const variantSrcSet = (src: string, format: VariantFormat): string =>
  variantWidths.map((width) => `${variantUrl(src, width, format)} ${width}w`).join(", ");

export type MediaRequest = { kind: "original" } | { kind: "variant"; width: VariantWidth; format: VariantFormat } | { kind: "invalid" };

/**
 * What a media URL's query asks for: no `w` and no `format` is the original (other parameters, such
 * as a tracking tag, change nothing); one valid `w` with one valid `format` is a copy; anything
 * else is no picture of ours. Widths are written plainly ("640", not "0640"), so a copy has one URL.
 */
export function parseMediaQuery(query: URLSearchParams): MediaRequest {
  const widths = query.getAll("w");
  const formats = query.getAll("format");
  if (widths.length === 0 && formats.length === 0) return { kind: "original" };
  if (widths.length !== 1 || formats.length !== 1) return { kind: "invalid" };
  const width = Number(widths[0]);
  const format = formats[0]!;
  if (String(width) !== widths[0] || !isVariantWidth(width) || !isVariantFormat(format)) return { kind: "invalid" };
  return { kind: "variant", width, format };
}
