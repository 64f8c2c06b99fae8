import sharp, { type Sharp } from "sharp";
import { maxPicturePixels } from "./picture-acceptance";
import type { VariantFormat } from "./variant-format";

// Every copy is made once and then kept (on disk or in the database): libvips's cache of recent operations
// (50 MB by default) would only hold memory. One thread per picture: at most two are converted at once
// (bounded-work.server.ts), as many as the small server has cores.
sharp.cache(false);
sharp.concurrency(1);

/**
 * sharp as every picture is read here: refused above the pixel limit before it is decoded (a small
 * file can claim a huge size), and lenient with what browsers show anyway (a phone JPEG with a
 * harmless decoder warning).
 */
export const readPicture = (input: Buffer | string): Sharp => sharp(input, { limitInputPixels: maxPicturePixels, failOn: "error" });

/**
 * The one encoding of every copy our image routes serve, dog photos and article pictures alike:
 * AVIF at low effort keeps a first conversion fast.
 */
export function encodeVariant(image: Sharp, format: VariantFormat): Promise<Buffer> {
  return (format === "avif" ? image.avif({ quality: 50, effort: 2 }) : image.webp({ quality: 75 })).toBuffer();
}
