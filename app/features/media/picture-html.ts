import { variantContentType, variantFormats } from "./variant-format";
import { hasVariants, standInCopy, variantSrcSet } from "./variant-url";

/** Where and how a picture sits in a page. */
export interface PictureLayout {
  /** Its width in the layout per breakpoint (`sizes`): the browser picks its copy by it. */
  sizes: string;
  /** Nominal size: reserves the picture's space before it loads. */
  width: number;
  height: number;
  className?: string;
  /** "priority": the page's main picture (at once, high priority); "lazy": any other. */
  loading: "priority" | "lazy";
}

/**
 * The point of a picture a crop keeps in view, in percent of its width and height from the top left
 * (`object-position`): where a wide frame cuts a portrait photo, the face stays.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Text for an attribute value or an element's content. */
export const escapeMarkup = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The inside of a `<picture>`, rendered on the server and sent as markup (no script builds it, so
 * the public JavaScript stays as it was): a stored picture's AVIF and WebP copies at every width, then
 * the `<img>` with the 1280 px WebP copy as its source; a picture linked from another site is the `<img>`
 * alone. A focal point other than the middle places the picture in a frame of another shape.
 */
export function pictureHtml(src: string, alt: string, layout: PictureLayout, focus?: FocalPoint): string {
  const sources = hasVariants(src)
    ? variantFormats
        .map(
          (format) =>
            `<source type="${variantContentType(format)}" srcset="${escapeMarkup(variantSrcSet(src, format))}" sizes="${layout.sizes}" />`,
        )
        .join("")
    : "";
  const loading = layout.loading === "priority" ? 'fetchpriority="high"' : 'loading="lazy" decoding="async"';
  const className = layout.className ? ` class="${layout.className}"` : "";
  const style = focus && (focus.x !== 50 || focus.y !== 50) ? ` style="object-position: ${focus.x}% ${focus.y}%"` : "";
  return `${sources}<img src="${escapeMarkup(standInCopy(src))}" alt="${escapeMarkup(alt)}" ${loading} width="${layout.width}" height="${layout.height}"${className}${style} />`;
}
