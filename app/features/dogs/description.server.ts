import sanitizeHtml from "sanitize-html";
import { truncate } from "~/features/seo/page-head";
import { dogImageUrl } from "./images";
import { petOfficePictureOf } from "./pictures";

/**
 * Descriptions keep only basic tags (headings, paragraphs, lists,
 * emphasis, links, images, quotes, code, tables) and the attributes href, src,
 * alt, title, class, id, target, rel, width, height; no data attributes.
 * Their classes and ids are scoped (`description-…`): the dog source's HTML may
 * name them as it likes, but cannot borrow the site's own (a `fixed inset-0`
 * laid over the page, the id a skip link or form points at). Links to an id of
 * the description follow it. Server-only: sanitize-html never reaches the
 * browser bundle.
 */
const allowedDescriptionTags = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "ul",
  "ol",
  "li",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "a",
  "img",
  "blockquote",
  "q",
  "code",
  "pre",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
];

const allowedDescriptionAttributes = ["href", "src", "alt", "title", "class", "id", "target", "rel", "width", "height"];

const SCOPE = "description-";

/** Classes and ids in the description's own namespace; a link to an id of the description goes along. */
function scoped(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { class: classes, id, href } = attribs;
  return {
    ...attribs,
    ...(classes === undefined
      ? {}
      : {
          class: classes
            .split(/\s+/)
            .filter(Boolean)
            .map((name) => SCOPE + name)
            .join(" "),
        }),
    ...(id === undefined ? {} : { id: SCOPE + id }),
    ...(href?.startsWith("#") && href.length > 1 ? { href: `#${SCOPE}${href.slice(1)}` } : {}),
  };
}

const descriptionOptions: sanitizeHtml.IOptions = {
  allowedTags: allowedDescriptionTags,
  // `loading` on images only, and always the value set below, never the source's.
  allowedAttributes: { "*": allowedDescriptionAttributes, img: ["loading"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab must not hand the opener to the target page.
    a: (tagName, attribs) =>
      attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs },
    // Every image has an alt text (the pet office's pictures come without: empty marks them decorative)
    // and loads lazily: it sits below the gallery, out of the first screen. A pet-office picture is
    // shown through our image route (the CSP allows our origin only, and no visitor's browser asks a
    // third party before consent); any other picture is dropped, as the browser would block it.
    img: (tagName, attribs) => {
      const picture = petOfficePictureOf(attribs.src ?? "");
      const src = picture ? dogImageUrl(picture.dogId, picture.imageId, 640, "webp") : undefined;
      return { tagName, attribs: { ...attribs, src: src ?? "", alt: attribs.alt ?? "", loading: "lazy" } };
    },
    "*": (tagName, attribs) => ({ tagName, attribs: scoped(attribs) }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, descriptionOptions);
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The description as plain text (meta description, structured data). */
export function descriptionText(html: string): string {
  const withBreaks = html.replace(/<(br|\/p|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, " $&");
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
      return entities[code.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The description's first paragraphs as plain text, for the printed sheet: whole
 * paragraphs while they fit in `maxLength` characters together, the first one
 * cut on a word boundary when it alone is longer.
 */
export function leadParagraphs(html: string, maxLength: number): string[] {
  const paragraphs = html
    .split(/<\/(?:p|h[1-6]|li|blockquote)>|<br\s*\/?>\s*<br\s*\/?>/i)
    .map((part) => descriptionText(part))
    .filter(Boolean);
  const lead: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    if (length + paragraph.length > maxLength) {
      if (!lead.length) lead.push(truncate(paragraph, maxLength));
      break;
    }
    lead.push(paragraph);
    length += paragraph.length;
  }
  return lead;
}
