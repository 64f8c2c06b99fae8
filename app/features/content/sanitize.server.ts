import sanitizeHtml from "sanitize-html";

/**
 * Blog and guide bodies are editor-written HTML: trusted, yet sanitised on
 * output so a pasted script or event handler never reaches a visitor. Class
 * attributes are dropped (the old editor's classes mean nothing here; the
 * page styles the body by element).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "picture", "source"],
  allowedAttributes: {
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    // A picture's copies (guide figures); sanitize-html checks every URL of a srcset like a src.
    source: ["type", "srcset", "sizes"],
    "*": ["id", "lang"],
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
