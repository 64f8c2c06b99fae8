import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mediaObjects } from "~/db/schema";
import { type MediaBucket, resolveMediaUrl } from "~/features/content/media";
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

const row = (bucket: MediaBucket, path: string, picture: PreparedPicture, uploadedBy: string | null) => ({
  bucket,
  path,
  contentType: picture.contentType,
  bytes: picture.bytes,
  width: picture.width,
  height: picture.height,
  size: picture.bytes.length,
  sha256: picture.sha256,
  uploadedBy,
});

const stored = (bucket: MediaBucket, path: string, picture: PreparedPicture): StoredPicture => ({
  bucket,
  path,
  url: resolveMediaUrl(bucket, path)!,
  width: picture.width,
  height: picture.height,
});

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
  await tx.insert(mediaObjects).values(row(bucket, path, picture, uploadedBy));
  return stored(bucket, path, picture);
}

/** Stores a picture under a given path unless one is there already (imports: the sample pictures). */
export async function importPicture(db: Database, bucket: MediaBucket, path: string, picture: PreparedPicture): Promise<boolean> {
  const inserted = await db
    .insert(mediaObjects)
    .values(row(bucket, path, picture, null))
    .onConflictDoNothing()
    .returning({ path: mediaObjects.path });
  return inserted.length > 0;
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
