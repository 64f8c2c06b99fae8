import { articleBodySizes, resolveMediaUrl } from "~/features/content/media";
import { variantContentType, variantFormats } from "~/features/media/variant-format";
import { hasVariants, variantSrcSet } from "~/features/media/variant-url";
import { sanitizeContentHtml } from "~/features/content/sanitize.server";

/** Nominal size of inline guide images: reserves their space before they load. */
export const inlineImageSize = { width: 1200, height: 800 } as const;

const escapedEntities: [RegExp, string][] = [
  [/&lt;/g, "<"],
  [/&gt;/g, ">"],
  [/&quot;/g, '"'],
  [/&#0*39;|&#x0*27;/gi, "'"],
  // Last, so that "&amp;lt;" becomes the text "&lt;" and not a tag.
  [/&amp;/g, "&"],
];

/** Undo one level of HTML escaping (the old editor stored some bodies escaped). */
export function unescapeHtml(content: string): string {
  return escapedEntities.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), content);
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** A placeholder alone in a paragraph replaces the whole paragraph (a figure may not sit inside a <p>). */
const placeholderParagraph = /<p(?:\s[^>]*)?>\s*(\[image:\s*\d+\s*\])\s*<\/p>/gi;
const placeholder = /\[image:\s*(\d+)\s*\]/gi;

/** A stored picture's AVIF and WebP copies for `<picture>`, as the article components render them (ArticlePicture). */
const pictureSources = (src: string) =>
  variantFormats
    .map(
      (format) =>
        `<source type="${variantContentType(format)}" srcset="${escapeAttribute(variantSrcSet(src, format))}" sizes="${articleBodySizes}" />`,
    )
    .join("");

/**
 * `[image:N]` (zero-based) becomes the Nth gallery image as a lazy-loaded
 * figure (a stored picture with its AVIF and WebP copies); a missing index
 * or a placeholder image value drops the placeholder.
 */
export function replaceImagePlaceholders(html: string, gallery: readonly string[], imageAlt: (index: number) => string): string {
  return html.replace(placeholderParagraph, "$1").replace(placeholder, (_match, digits: string) => {
    const index = Number(digits);
    const src = resolveMediaUrl("guide-images", gallery[index]);
    if (!src) return "";
    const { width, height } = inlineImageSize;
    const image = `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(imageAlt(index))}" loading="lazy" decoding="async" width="${width}" height="${height}" />`;
    return `<figure>${hasVariants(src) ? `<picture>${pictureSources(src)}${image}</picture>` : image}</figure>`;
  });
}

/**
 * Guide content cleaning (spec 2 §5): escaped angle brackets, ampersands and
 * quotes are unescaped, `[image:N]` placeholders become gallery figures, and
 * the result is sanitised (which also removes class attributes).
 */
export function renderGuideContent(content: string, gallery: readonly string[], imageAlt: (index: number) => string): string {
  return sanitizeContentHtml(replaceImagePlaceholders(unescapeHtml(content), gallery, imageAlt));
}
