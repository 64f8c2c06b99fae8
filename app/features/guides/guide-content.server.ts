import { guideFigure } from "~/features/content/article-pictures";
import { resolveMediaUrl } from "~/features/content/media";
import { pictureHtml } from "~/features/media/picture-html";
import { sanitizeContentHtml } from "~/features/content/sanitize.server";

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

/** A placeholder alone in a paragraph replaces the whole paragraph (a figure may not sit inside a <p>). */
const placeholderParagraph = /<p(?:\s[^>]*)?>\s*(\[image:\s*\d+\s*\])\s*<\/p>/gi;
const placeholder = /\[image:\s*(\d+)\s*\]/gi;

/**
 * `[image:N]` (zero-based) becomes the Nth gallery image as a lazy-loaded
 * figure (a stored picture with its AVIF and WebP copies, article-pictures.ts);
 * a missing index or a placeholder image value drops the placeholder.
 */
export function replaceImagePlaceholders(html: string, gallery: readonly string[], imageAlt: (index: number) => string): string {
  return html.replace(placeholderParagraph, "$1").replace(placeholder, (_match, digits: string) => {
    const index = Number(digits);
    const src = resolveMediaUrl("guide-images", gallery[index]);
    if (!src) return "";
    return `<figure><picture>${pictureHtml(src, imageAlt(index), guideFigure)}</picture></figure>`;
  });
}

/**
 * Guide content cleaning: escaped angle brackets, ampersands and
 * quotes are unescaped, `[image:N]` placeholders become gallery figures, and
 * the result is sanitised (which also removes class attributes).
 */
export function renderGuideContent(content: string, gallery: readonly string[], imageAlt: (index: number) => string): string {
  return sanitizeContentHtml(replaceImagePlaceholders(unescapeHtml(content), gallery, imageAlt));
}
