/**
 * Binary values (bytea) as the embedded database's text protocol carries them: `\x` and two hex digits a byte.
 * PGlite's own converters build an array of one number per byte (hundreds of megabytes of JavaScript heap for a
 * phone photo, decision 0033); these go through Node's Buffer at native speed, one string of twice the size.
 */
export const byteaToHex = (bytes: Uint8Array): string =>
  "\\x" + Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex");

/** A bytea from its hex text (`\x…`, PostgreSQL's default output); the bytes are a Buffer. */
export function byteaFromHex(text: string): Buffer {
  if (!text.startsWith("\\x")) throw new Error("bytea: only the hex format (\\x…) is read");
  return Buffer.from(text.slice(2), "hex");
}
