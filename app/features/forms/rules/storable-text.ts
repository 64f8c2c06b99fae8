/**
 * Text a visitor sends is stored in PostgreSQL, whose text and jsonb types
 * refuse NUL and unpaired UTF-16 surrogates (a lone half of an emoji, e.g.
 * from a truncated paste). Both become U+FFFD, the replacement character that
 * browsers and TextEncoder use for them, before anything validates or stores
 * the text, so such input is never a server error.
 */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters to find
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function storableText(text: string): string {
  return text.replace(unstorable, "\uFFFD");
}

/** Every string in a value (object keys included) made storable; other values unchanged. */
export function withStorableText<T>(value: T): T {
  if (typeof value === "string") return storableText(value) as T;
  if (Array.isArray(value)) return value.map(withStorableText) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [storableText(key), withStorableText(entry)])) as T;
  }
  return value;
}
