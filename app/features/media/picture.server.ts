import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { Sharp } from "sharp";
import { logger } from "~/lib/logger.server";
import { BusyError, pictureWork } from "./bounded-work.server";
import { type PictureFormat, type PictureRefusal, decidePicture, maxStoredSide, pictureContentTypes } from "./picture-acceptance";
import { readPicture } from "./sharp.server";

/** A picture ready to store: taken, upright, without metadata, at most `maxStoredSide`, in a file of its own. */
export interface PreparedPicture {
  /** The cleaned picture's file (temporary: the caller stores it before its directory goes). */
  file: string;
  size: number;
  format: PictureFormat;
  contentType: string;
  width: number;
  height: number;
  sha256: string;
}

export type Preparation = { picture: PreparedPicture } | { refusal: PictureRefusal };

/** The original in its own format: PNG lossless, the others at a quality the eye cannot tell apart. */
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

/** SHA-256 of a file (hex), read in pieces. */
async function fileSha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/**
 * Every picture is encoded anew: upright, scaled down to `maxStoredSide` where larger, with its colour profile and
 * nothing else (sharp writes no metadata unless asked): no GPS position, camera, comment or bytes after the
 * picture's end survive. sharp reads the upload from its file and writes the result to `output`.
 */
async function clean(input: string, output: string, format: PictureFormat): Promise<PreparedPicture> {
  const image = readPicture(input)
    .autoOrient()
    .resize({ width: maxStoredSide, height: maxStoredSide, fit: "inside", withoutEnlargement: true })
    .keepIccProfile();
  const info = await encodeOriginal(image, format).toFile(output);
  return {
    file: output,
    size: info.size,
    format,
    contentType: pictureContentTypes[format],
    width: info.width,
    height: info.height,
    sha256: await fileSha256(output),
  };
}

/**
 * Decides by the bytes of the file `input` whether a picture is taken (JPEG, PNG, WebP, AVIF within the limits)
 * and prepares it for storing into the file `output` (see clean). At most two pictures are decoded at once
 * (bounded-work.server.ts). Touches no database: the caller stores it in the transaction of its change.
 */
export async function preparePicture(input: string, output: string): Promise<Preparation> {
  const metadata = await readPicture(input)
    .metadata()
    .catch(() => undefined);
  const decision = decidePicture(metadata);
  if ("refusal" in decision) return decision;
  try {
    return { picture: await pictureWork(() => clean(input, output, decision.format)) };
  } catch (error) {
    if (error instanceof BusyError) return { refusal: "busy" };
    logger.warn({ err: error }, "picture: the header was readable, the picture was not");
    return { refusal: "not-a-picture" };
  }
}
