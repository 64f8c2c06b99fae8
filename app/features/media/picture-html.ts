import { variantContentType, variantFormats } from "./variant-format";
import { hasVariants, variantSrcSet } from "./variant-url";

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

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The inside of a `<picture>`, rendered on the server and sent as markup (no script builds it, so
 * the public JavaScript stays as it was): a stored picture's AVIF and WebP copies at every width, then
 * the `<img>` with the original as its source; a picture linked from another site is the `<img>` alone.
 */
export function pictureHtml(src: string, alt: string, layout: PictureLayout): string {
  const sources = hasVariants(src)
    ? variantFormats
        .map(
          (format) =>
            `<source type="${variantContentType(format)}" srcset="${escapeAttribute(variantSrcSet(src, format))}" sizes="${layout.sizes}" />`,
        )
        .join("")
    : "";
  const loading = layout.loading === "priority" ? 'fetchpriority="high"' : 'loading="lazy" decoding="async"';
  const className = layout.className ? ` class="${layout.className}"` : "";
  return `${sources}<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}" ${loading} width="${layout.width}" height="${layout.height}"${className} />`;
}
