import { placeBodyPictures } from "./body-pictures";
import type { ShownPicture } from "./gallery-pictures";
import { normaliseHeadings } from "./headings";
import { sanitizeContentHtml } from "./sanitize.server";

/**
 * A post's or guide's body as its page shows it: sanitised with the public allow-list first (the later steps
 * read the sanitiser's well-formed output), headings under the page's `h1`, pictures as sized copies with the
 * descriptions and captions of the item's gallery.
 */
export function articleBodyHtml(html: string, gallery: readonly (ShownPicture | null)[]): string {
  return placeBodyPictures(normaliseHeadings(sanitizeContentHtml(html)), gallery);
}
