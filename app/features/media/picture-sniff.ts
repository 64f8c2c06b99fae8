import type { PictureDecision } from "./picture-acceptance";

/** How many first bytes of a file `sniffPicture` needs to decide (an ISO media file's type box with its brands). */
export const sniffBytes = 64;

const startsWith = (head: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => head[at + index] === byte);
const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));

/** Brands of a HEIF file whose pictures are HEVC (an iPhone's HEIC), which sharp cannot decode. */
const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/**
 * What the first bytes of an uploaded file say it is, so that a file we will not take is refused while it arrives,
 * before the rest is read (`sniffBytes` of it, fewer only when the file is shorter). A format we take is only a
 * guess here: sharp reads the whole file afterwards and has the last word (decidePicture).
 */
export function sniffPicture(head: Uint8Array): PictureDecision {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { format: "jpeg" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { format: "png" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return { format: "webp" };
  if (ascii(head, 4, 8) === "ftyp") return isoMediaPicture(head);
  if (
    /^GIF8[79]a/.test(ascii(head, 0, 6)) ||
    ascii(head, 0, 4) === "II*\0" ||
    ascii(head, 0, 4) === "MM\0*" ||
    ascii(head, 0, 2) === "BM"
  ) {
    return { refusal: "unsupported-format" };
  }
  // SVG and other markup: an image format of its own, but text.
  if (/^(\uFEFF|\xEF\xBB\xBF)?\s*</.test(ascii(head, 0, Math.min(head.length, 16)))) return { refusal: "unsupported-format" };
  return { refusal: "not-a-picture" };
}

/** An ISO media file (`ftyp` box): AVIF when a brand says so, HEIC for HEVC brands, anything else (a video) no picture. */
function isoMediaPicture(head: Uint8Array): PictureDecision {
  const boxEnd = Math.min(head.length, (head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, at + 4));
  if (brands.some((brand) => brand === "avif" || brand === "avis")) return { format: "avif" };
  if (brands.some((brand) => heicBrands.has(brand) || brand === "mif1" || brand === "msf1")) return { refusal: "heic" };
  return { refusal: "not-a-picture" };
}
