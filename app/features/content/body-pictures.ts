import { escapeMarkup, pictureHtml } from "~/features/media/picture-html";
import { hasVariants } from "~/features/media/variant-url";
import { bodyPicture } from "./article-pictures";
import type { ShownPicture } from "./gallery-pictures";
import { unescapeHtml } from "./unescape-html";

/** A paragraph that holds a picture and nothing else: the picture stands on its own, as a figure. */
const pictureParagraph = /<p(?:\s[^>]*)?>\s*(<img\s[^>]*>)\s*<\/p>/gi;
/** A tag of a sanitised body (attribute values hold no `>`: the sanitiser escapes it). */
const anyTag = /<(\/?)([a-z][a-z0-9]*)(\s[^>]*)?>/gi;
const voidElements = new Set(["area", "br", "col", "embed", "hr", "img", "input", "source", "track", "wbr"]);
/** Where a figure may stand: the body itself or an element that holds blocks (not a paragraph, a link or a figure). */
const blockHolders = new Set(["article", "aside", "blockquote", "dd", "div", "li", "section", "td", "th"]);

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
};

/**
 * The pictures of a sanitised post or guide body as sized copies (`<picture>` with AVIF and WebP `srcset` and
 * `sizes`, made on the server like the main picture's): a picture of the item's gallery takes its alt text and
 * caption from its gallery entry, and where it stands on its own (alone in a paragraph, or between blocks) it
 * becomes a figure with its caption. Inside text or a link it stays inline, without a caption (a figure may
 * not stand there). Other pictures of our media keep their own alt text; pictures of other sites, and those
 * already inside a `<picture>`, are left as they are.
 */
export function placeBodyPictures(html: string, gallery: readonly (ShownPicture | null)[]): string {
  const open: string[] = [];
  return html.replace(pictureParagraph, "$1").replace(anyTag, (tag, closing: string, tagName: string) => {
    const name = tagName.toLowerCase();
    if (name !== "img") {
      if (!closing && !voidElements.has(name)) open.push(name);
      const at = closing ? open.lastIndexOf(name) : -1;
      if (at >= 0) open.length = at;
      return tag;
    }
    const src = attribute(tag, "src") ?? "";
    const entry = gallery.find((picture) => picture?.src === src);
    const ours = hasVariants(src) && !src.includes("?");
    if ((!entry && !ours) || open.includes("picture")) return tag;
    const picture = `<picture>${pictureHtml(src, entry?.alt ?? attribute(tag, "alt") ?? "", bodyPicture)}</picture>`;
    const parent = open.at(-1);
    if (open.includes("a") || (parent !== undefined && !blockHolders.has(parent))) return picture;
    const caption = entry?.caption ? `<figcaption>${escapeMarkup(entry.caption)}</figcaption>` : "";
    return `<figure>${picture}${caption}</figure>`;
  });
}
