import { articleBodyHtml } from "~/features/content/article-body.server";
import type { ShownPicture } from "~/features/content/gallery-pictures";
import { escapeMarkup } from "~/features/media/picture-html";
import { unescapeHtml } from "~/features/content/unescape-html";

const placeholder = /\[image:\s*(\d+)\s*\]/gi;

/**
 * `[image:N]` (zero-based) becomes the Nth gallery picture, which the body's picture step then shows with its
 * copies, alt text and caption (a figure where it stands alone in its paragraph); a missing index or a
 * placeholder image value drops the placeholder.
 */
export function replaceImagePlaceholders(html: string, gallery: readonly (ShownPicture | null)[]): string {
  return html.replace(placeholder, (_match, digits: string) => {
    const picture = gallery[Number(digits)];
    return picture ? `<img src="${escapeMarkup(picture.src)}" alt="${escapeMarkup(picture.alt)}">` : "";
  });
}

/**
 * Guide content cleaning: escaped angle brackets, ampersands and quotes are unescaped, `[image:N]`
 * placeholders become gallery pictures, and the result is a body as every article shows it (sanitised, which
 * also removes class attributes; headings in order; pictures as sized copies).
 */
export function renderGuideContent(content: string, gallery: readonly (ShownPicture | null)[]): string {
  return articleBodyHtml(replaceImagePlaceholders(unescapeHtml(content), gallery), gallery);
}
