// Writes the site's one font file, app/fonts/inter-latin-wght-400-800.woff2 (docs/decisions/0029): Inter's
// Latin file from @fontsource-variable/inter cut to the characters the site's two languages need and to the
// weights it uses, so the first paint waits for less. Run after upgrading @fontsource-variable/inter:
//   node scripts/subset-font.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const target = new URL("../app/fonts/inter-latin-wght-400-800.woff2", import.meta.url);

/** @type {(first: number, last: number) => string} */
const range = (first, last) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)).join("");
/**
 * Printable ASCII, all of Latin-1 (German and Spanish letters and marks, and those of names from elsewhere),
 * Œ œ, the general punctuation block (dashes, typographic quotes, the ellipsis, thin and narrow spaces),
 * the euro, trademark, arrow and minus signs. A character outside these is set in the fallback face.
 */
const characters = [
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  "\u0152\u0153",
  range(0x2000, 0x206f),
  "\u20ac\u2122\u2190\u2191\u2192\u2193\u2212",
].join("");
/** The weights the stylesheets use: normal (400) to extra bold (800). */
const weights = { wght: { min: 400, max: 800 } };

const font = await subsetFont(readFileSync(source), characters, { targetFormat: "woff2", variationAxes: weights });
writeFileSync(target, font);
console.log(`${target.pathname}: ${font.length} bytes (from ${readFileSync(source).length})`);
