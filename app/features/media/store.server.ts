import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mediaChunkBytes, mediaChunks, mediaObjects } from "~/db/schema";
import { type MediaBucket, resolveMediaUrl } from "./media-url";
import { pictureExtensions } from "./picture-acceptance";
import type { PreparedPicture } from "./picture.server";

/** A picture in a bucket: its storage path (what a post's or guide's image field holds) and URL. */
export interface StoredPicture {
  bucket: MediaBucket;
  path: string;
  url: string;
  width: number;
  height: number;
}

/**
 * Stores a prepared picture under `path`: its row, then its bytes read from its file in pieces of
 * `mediaChunkBytes`, one statement each, so that no whole picture is ever one value in memory (decision 0033).
 * `onConflictDoNothing`: answers false, and stores nothing, when the path is taken.
 */
async function storePicture(
  tx: Database,
  bucket: MediaBucket,
  path: string,
  picture: PreparedPicture,
  uploadedBy: string | null,
  options: { onConflictDoNothing?: boolean } = {},
): Promise<boolean> {
  const insert = tx.insert(mediaObjects).values({
    bucket,
    path,
    contentType: picture.contentType,
    width: picture.width,
    height: picture.height,
    size: picture.size,
    sha256: picture.sha256,
    uploadedBy,
  });
  const inserted = await (options.onConflictDoNothing ? insert.onConflictDoNothing() : insert).returning({ path: mediaObjects.path });
  if (inserted.length === 0) return false;
  let seq = 0;
  for await (const bytes of createReadStream(picture.file, { highWaterMark: mediaChunkBytes }) as AsyncIterable<Buffer>) {
    await tx.insert(mediaChunks).values({ bucket, path, seq: seq++, bytes });
  }
  return true;
}

/**
 * Stores an uploaded picture (a main image or a gallery picture) under a fresh path,
 * `uploads/<uuid>.<ext>`: never overwritten, so its URLs stay valid and cacheable for good. Pass the
 * transaction of the change that uses the picture (saving the post): a failed save stores nothing.
 */
export async function insertUpload(
  tx: Database,
  bucket: MediaBucket,
  picture: PreparedPicture,
  uploadedBy: string | null,
): Promise<StoredPicture> {
  const path = `uploads/${randomUUID()}.${pictureExtensions[picture.format]}`;
  await storePicture(tx, bucket, path, picture, uploadedBy);
  return { bucket, path, url: resolveMediaUrl(bucket, path)!, width: picture.width, height: picture.height };
}

/** Stores a picture under a given path unless one is there already (imports: the sample pictures). */
export function importPicture(db: Database, bucket: MediaBucket, path: string, picture: PreparedPicture): Promise<boolean> {
  return db.transaction((tx) => storePicture(tx, bucket, path, picture, null, { onConflictDoNothing: true }));
}

/**
 * The stored bytes of a picture's original, a piece at a time (one query each: the embedded database answers a
 * query's rows all at once). Nothing when the bucket holds no such picture.
 */
export async function* originalPieces(db: Database, bucket: string, path: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [piece] = await db
      .select({ bytes: mediaChunks.bytes })
      .from(mediaChunks)
      .where(and(eq(mediaChunks.bucket, bucket), eq(mediaChunks.path, path), eq(mediaChunks.seq, seq)));
    if (!piece) return;
    yield piece.bytes;
  }
}

/** Writes a picture's original into `file` (for the picture library, which reads it from there). */
export async function originalToFile(db: Database, bucket: string, path: string, file: string): Promise<void> {
  const out = createWriteStream(file, { flags: "wx" });
  try {
    for await (const piece of originalPieces(db, bucket, path)) if (!out.write(piece)) await once(out, "drain");
  } finally {
    out.end();
    await finished(out);
  }
}

/** Which of these paths a bucket holds. */
export async function existingPaths(db: Database, bucket: MediaBucket, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .select({ path: mediaObjects.path })
    .from(mediaObjects)
    .where(and(eq(mediaObjects.bucket, bucket), inArray(mediaObjects.path, [...paths])));
  return new Set(rows.map((found) => found.path));
}
