import type { Sharp } from "sharp";
import { logger } from "~/lib/logger.server";
import { BusyError, pictureWork } from "./bounded-work.server";
import { type PictureMetadata, mustBeCleaned } from "./cleaning-rule";
import { type PictureFormat, type PictureRefusal, decidePicture, pictureContentTypes } from "./picture-acceptance";
import { readPicture, sha256 } from "./sharp.server";

/** A picture ready to store: taken, upright, without metadata. */
export interface PreparedPicture {
  bytes: Buffer;
  format: PictureFormat;
  contentType: string;
  width: number;
  height: number;
  sha256: string;
}

interface Size {
  width: number;
  height: number;
}

export type Preparation = { picture: PreparedPicture } | { refusal: PictureRefusal };

/** The original in its own format at full size: PNG lossless, the others at a quality the eye cannot tell apart. */
function encodeOriginal(image: Sharp, format: PictureFormat): Sharp {
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 92 });
    case "png":
      return image.png();
    case "webp":
      return image.webp({ quality: 92 });
    case "avif":
      return image.avif({ quality: 75, effort: 3 });
  }
}

async function clean(input: Buffer, format: PictureFormat, metadata: PictureMetadata & Size): Promise<PreparedPicture> {
  let bytes = input;
  let size: Size = metadata;
  if (mustBeCleaned(metadata)) {
    // Upright, re-encoded: sharp writes no metadata unless asked; the colour profile is kept.
    const { data, info } = await encodeOriginal(readPicture(input).autoOrient().keepIccProfile(), format).toBuffer({
      resolveWithObject: true,
    });
    bytes = data;
    size = info;
  } else {
    // Decoded once now, so that a broken file is refused at upload, not when a copy is first asked for.
    await readPicture(input).stats();
  }
  return { bytes, format, contentType: pictureContentTypes[format], width: size.width, height: size.height, sha256: sha256(bytes) };
}

/**
 * Decides by the bytes whether a picture is taken (JPEG, PNG, WebP, AVIF within the limits) and
 * prepares it for storing: turned upright and without metadata (no GPS position), see
 * cleaning-rule.ts. Touches no database: the caller stores it in the transaction of its change.
 */
export async function preparePicture(input: Buffer): Promise<Preparation> {
  if (input.length === 0) return { refusal: "missing" };
  const metadata = await readPicture(input)
    .metadata()
    .catch(() => undefined);
  const decision = decidePicture(metadata);
  if ("refusal" in decision) return decision;
  try {
    return { picture: await pictureWork(() => clean(input, decision.format, metadata as PictureMetadata & Size)) };
  } catch (error) {
    if (error instanceof BusyError) return { refusal: "busy" };
    logger.warn({ err: error }, "picture: the header was readable, the picture was not");
    return { refusal: "not-a-picture" };
  }
}
