import sanitizeHtml from "sanitize-html";

/**
 * Blog and guide bodies are editor-written HTML: trusted, yet sanitised on
 * output so a pasted script or event handler never reaches a visitor. Class
 * and id attributes are dropped: the page styles the body by element, and a
 * body must not take on the site's own classes (a pasted `fixed inset-0`
 * laid over the page) nor its element ids (the skip link's target, a form's).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "picture", "source"],
  allowedAttributes: {
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    // A picture's copies, where a stored body holds them (the pages add theirs after this, body-pictures.ts);
    // sanitize-html checks every URL of a srcset like a src.
    source: ["type", "srcset", "sizes"],
    "*": ["lang"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
  },
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "source"],
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // An image whose source was removed would only show a broken frame.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    // A link opening a new tab must not hand the opener to the other site.
    a: (tagName, attribs) =>
      attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs },
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Ids of the site's own frame, which no text may take (the skip link's target). */
const reservedIds = new Set(["main", "top", "content"]);

/**
 * The legal texts (imprint, privacy policy) as the body's rule, but their headings keep their anchors: other pages
 * link to a section (the Finca Chaos page to the privacy policy's `#youtube`). An anchor is a plain slug and never
 * one of the frame's own ids.
 */
const anchoredOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedAttributes: { ...(options.allowedAttributes as Record<string, string[]>), h2: ["id"], h3: ["id"] },
  transformTags: {
    ...options.transformTags,
    h2: (tagName, attribs) => ({ tagName, attribs: anchorOnly(attribs) }),
    h3: (tagName, attribs) => ({ tagName, attribs: anchorOnly(attribs) }),
  },
};

function anchorOnly(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { id, ...rest } = attribs;
  return id && /^[a-z][a-z0-9-]{0,60}$/.test(id) && !reservedIds.has(id) ? { ...rest, id } : rest;
}

export function sanitizeAnchoredHtml(html: string): string {
  return sanitizeHtml(html, anchoredOptions);
}
