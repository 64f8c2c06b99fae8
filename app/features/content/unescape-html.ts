const escapedEntities: [RegExp, string][] = [
  [/&lt;/g, "<"],
  [/&gt;/g, ">"],
  [/&quot;/g, '"'],
  [/&#0*39;|&#x0*27;/gi, "'"],
  // Last, so that "&amp;lt;" becomes the text "&lt;" and not a tag.
  [/&amp;/g, "&"],
];

/** Undo one level of HTML escaping (the old editor stored some bodies escaped; an attribute's value as written). */
export function unescapeHtml(content: string): string {
  return escapedEntities.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), content);
}
