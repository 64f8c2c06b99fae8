import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataDir, env } from "~/config/env.server";
import { bodyWithin } from "~/lib/bounded-body";
import { logger } from "~/lib/logger.server";
import { encodeVariant, readPicture } from "~/features/media/sharp.server";
import type { VariantFormat } from "~/features/media/variant-format";
import { type DogImageWidth, imageIdPattern, upstreamSize } from "./images";
import { placeholderSvg } from "./placeholder";
import { sampleImageSvg } from "./sample/images";
import { usesSampleDogs } from "./source.server";

export interface DogImage {
  body: Buffer;
  /** False for the placeholder: the image host may have the picture later. */
  immutable: boolean;
}

export interface DogImageRequest {
  dogId: string;
  imageId: string;
  width: DogImageWidth;
  format: VariantFormat;
}

/**
 * The largest picture taken from the image host: its 1000×1000 JPEGs are a fraction of it; a body without end
 * must not fill the memory of a server of 512 MB.
 */
export const MAX_ORIGINAL_BYTES = 8 * 1024 * 1024;

/** Square, cut to fill, encoded as every copy we serve. */
function convert(input: Buffer | string, width: DogImageWidth, format: VariantFormat): Promise<Buffer> {
  return encodeVariant(readPicture(typeof input === "string" ? Buffer.from(input) : input).resize(width, width, { fit: "cover" }), format);
}

/**
 * The original picture: drawn for sample dogs (every image of a listed sample
 * dog, the only ones the route asks for), fetched from the pet-office host
 * otherwise; undefined when there is none.
 */
async function original({ dogId, imageId, width }: DogImageRequest): Promise<Buffer | string | undefined> {
  if (usesSampleDogs()) return sampleImageSvg(imageId);
  const base = env().DOG_IMAGES_BASE_URL;
  if (!base) return undefined;
  const url = `${base.replace(/\/+$/, "")}/vermittlungstiere/${encodeURIComponent(dogId)}/images/${encodeURIComponent(imageId)}/${upstreamSize(width)}`;
  try {
    // A redirect is no picture: it could lead anywhere (another host, this machine's own services).
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: "manual" });
    if (!response.ok) {
      await response.body?.cancel();
      logger.warn({ dogId, imageId, status: response.status }, "dog image: the image host has no picture");
      return undefined;
    }
    const body = await bodyWithin(response, MAX_ORIGINAL_BYTES);
    if (!body) logger.warn({ dogId, imageId, maxBytes: MAX_ORIGINAL_BYTES }, "dog image: the image host's picture is too large");
    return body;
  } catch (error) {
    logger.warn({ err: error, dogId, imageId }, "dog image: the image host did not answer");
    return undefined;
  }
}

const placeholders = new Map<string, Promise<Buffer>>();

function placeholder(width: DogImageWidth, format: VariantFormat): Promise<Buffer> {
  const key = `${width}.${format}`;
  let image = placeholders.get(key);
  if (!image) {
    image = convert(placeholderSvg, width, format);
    placeholders.set(key, image);
  }
  return image;
}

async function produce(request: DogImageRequest, file: string): Promise<DogImage> {
  const input = await original(request);
  if (input === undefined) return { body: await placeholder(request.width, request.format), immutable: false };
  let body: Buffer;
  try {
    body = await convert(input, request.width, request.format);
  } catch (error) {
    logger.warn({ err: error, dogId: request.dogId, imageId: request.imageId }, "dog image: not a readable picture");
    return { body: await placeholder(request.width, request.format), immutable: false };
  }
  // Written under a temporary name first: a concurrent reader never sees half a file.
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
  return { body, immutable: true };
}

const inFlight = new Map<string, Promise<DogImage>>();

/**
 * A dog picture at a width and format, from the cache in DATA_DIR or made
 * (fetched and converted) once; the placeholder when there is no picture.
 * Ids must match `imageIdPattern` (checked by the route).
 */
export async function dogImage(request: DogImageRequest): Promise<DogImage> {
  if (!imageIdPattern.test(request.dogId) || !imageIdPattern.test(request.imageId)) throw new Error("invalid image id");
  const file = path.join(dataDir(), "image-cache", "dogs", request.dogId, request.imageId, `${request.width}.${request.format}`);
  try {
    return { body: await readFile(file), immutable: true };
  } catch {
    // not cached yet
  }
  let pending = inFlight.get(file);
  if (!pending) {
    pending = produce(request, file).finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return pending;
}
