import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Database } from "~/db/client.server";
import { type MediaBucket, mediaBuckets } from "./media-url";
import { logger } from "~/lib/logger.server";
import { preparePicture } from "./picture.server";
import { existingPaths, importPicture } from "./store.server";
import { withTemporaryDirectory } from "./temporary-files.server";

/** Every file below `folder` by its path relative to it, "/"-separated; hidden files and folders left out. */
async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((relative) => !relative.split("/").some((segment) => segment.startsWith(".")))
    .sort();
}

/**
 * Imports the pictures of a folder into a bucket, each under its path relative to the folder, the
 * ones the bucket does not hold yet; a picture already there is never replaced. A file that is no
 * picture we take is left out with a warning. Answers how many were imported.
 */
export async function importPictureFolder(db: Database, bucket: MediaBucket, folder: string): Promise<number> {
  const files = await filesBelow(folder);
  const present = await existingPaths(db, bucket, files);
  let imported = 0;
  for (const file of files.filter((candidate) => !present.has(candidate))) {
    const taken = await withTemporaryDirectory(async (directory) => {
      const preparation = await preparePicture(path.join(folder, file), path.join(directory, "stored"));
      if ("refusal" in preparation) {
        logger.warn({ bucket, file, refusal: preparation.refusal }, "media import: file left out");
        return false;
      }
      return importPicture(db, bucket, file, preparation.picture);
    });
    if (taken) imported++;
  }
  return imported;
}

/** Imports `<root>/<bucket>/…` into each bucket (see importPictureFolder). Answers how many were imported. */
export async function importMediaFolders(db: Database, root: string): Promise<number> {
  let imported = 0;
  for (const bucket of mediaBuckets) imported += await importPictureFolder(db, bucket, path.join(root, bucket));
  return imported;
}
