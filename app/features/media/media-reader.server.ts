import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mediaObjects, mediaVariants } from "~/db/schema";
import { pictureWork } from "./bounded-work.server";
import { encodeVariant, readPicture } from "./sharp.server";
import { originalPieces, originalToFile } from "./store.server";
import { withTemporaryDirectory } from "./temporary-files.server";
import { type VariantFormat, variantContentType } from "./variant-format";
import { type VariantWidth, madeWidth } from "./variant-url";

/** What the media route sends: the bytes, their type, and an ETag that names them for good. */
export interface MediaAnswer {
  body: Buffer;
  contentType: string;
  etag: string;
}

/** An original as the media route sends it: its bytes come a piece at a time, read as they are sent. */
export interface OriginalAnswer extends Omit<MediaAnswer, "body"> {
  size: number;
  pieces: () => AsyncGenerator<Buffer>;
}

/** Makes a copy of the original in the file `original`. */
export type VariantMaker = (original: string, width: number, format: VariantFormat) => Promise<Buffer>;

/** A copy: upright, `width` wide (never wider than the original), as AVIF or WebP, without metadata. */
export const makeVariant: VariantMaker = (original, width, format) =>
  encodeVariant(readPicture(original).autoOrient().resize({ width, withoutEnlargement: true }), format);

export interface MediaReader {
  original(bucket: string, path: string): Promise<OriginalAnswer | undefined>;
  /** A copy, made on its first request and stored for every instance; BusyError when too much work waits. */
  variant(bucket: string, path: string, width: VariantWidth, format: VariantFormat): Promise<MediaAnswer | undefined>;
}

const objectKey = (bucket: string, path: string) => and(eq(mediaObjects.bucket, bucket), eq(mediaObjects.path, path));
const variantKey = (bucket: string, path: string, width: number, format: VariantFormat) =>
  and(eq(mediaVariants.bucket, bucket), eq(mediaVariants.path, path), eq(mediaVariants.width, width), eq(mediaVariants.format, format));

/**
 * Reads the media buckets from the database. A copy is made once per process however many requests
 * ask for it at once (they share one conversion), at most two conversions run at a time, and the
 * first instance to store a copy wins: every instance then serves the same bytes.
 */
export function mediaReader(database: () => Promise<Database>, make: VariantMaker = makeVariant): MediaReader {
  const inFlight = new Map<string, Promise<Buffer | undefined>>();

  async function storedVariant(db: Database, bucket: string, path: string, width: number, format: VariantFormat) {
    const [found] = await db
      .select({ bytes: mediaVariants.bytes })
      .from(mediaVariants)
      .where(variantKey(bucket, path, width, format));
    return found?.bytes;
  }

  async function produce(db: Database, bucket: string, path: string, width: number, format: VariantFormat): Promise<Buffer | undefined> {
    // Another instance may have stored it while this request waited for its turn.
    const ready = await storedVariant(db, bucket, path, width, format);
    if (ready) return ready;
    const [source] = await db.select({ path: mediaObjects.path }).from(mediaObjects).where(objectKey(bucket, path));
    if (!source) return undefined;
    // The picture library reads the original from a file: no copy of it in the JavaScript heap.
    const bytes = await withTemporaryDirectory(async (directory) => {
      const original = join(directory, "original");
      await originalToFile(db, bucket, source.path, original);
      return make(original, width, format);
    });
    const inserted = await db
      .insert(mediaVariants)
      .values({ bucket, path, width, format, bytes })
      .onConflictDoNothing()
      .returning({ width: mediaVariants.width });
    return inserted.length > 0 ? bytes : storedVariant(db, bucket, path, width, format);
  }

  return {
    async original(bucket, path) {
      const db = await database();
      const [found] = await db
        .select({ size: mediaObjects.size, contentType: mediaObjects.contentType, sha256: mediaObjects.sha256 })
        .from(mediaObjects)
        .where(objectKey(bucket, path));
      return (
        found && {
          size: found.size,
          contentType: found.contentType,
          etag: `"${found.sha256}"`,
          pieces: () => originalPieces(db, bucket, path),
        }
      );
    },

    async variant(bucket, path, requested, format) {
      const db = await database();
      // One query: the original's width (which decides the width made) and the copy where it exists.
      const [found] = await db
        .select({ width: mediaObjects.width, sha256: mediaObjects.sha256, bytes: mediaVariants.bytes })
        .from(mediaObjects)
        .leftJoin(
          mediaVariants,
          and(
            eq(mediaVariants.bucket, mediaObjects.bucket),
            eq(mediaVariants.path, mediaObjects.path),
            eq(mediaVariants.width, sql`least(${requested}::integer, ${mediaObjects.width})`),
            eq(mediaVariants.format, format),
          ),
        )
        .where(objectKey(bucket, path));
      if (!found) return undefined;
      const width = madeWidth(requested, found.width);
      let body = found.bytes ?? undefined;
      if (!body) {
        const key = [bucket, path, width, format].join("\n");
        let pending = inFlight.get(key);
        if (!pending) {
          pending = pictureWork(() => produce(db, bucket, path, width, format)).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        body = await pending;
      }
      return body && { body, contentType: variantContentType(format), etag: `"${found.sha256.slice(0, 32)}-${width}.${format}"` };
    },
  };
}
