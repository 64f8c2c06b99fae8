import { mkdtempSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import type { Database } from "~/db/client.server";
import { type PreparedPicture, preparePicture } from "~/features/media/picture.server";
import { originalPieces } from "~/features/media/store.server";

/** A picture prepared for storing as the upload's form does it, its files in this Vitest run's directory. */
export async function preparedPicture(bytes: Buffer): Promise<PreparedPicture> {
  const directory = mkdtempSync(path.join(inject("testRunDirectory"), "picture-"));
  const upload = path.join(directory, "upload");
  writeFileSync(upload, bytes);
  const preparation = await preparePicture(upload, path.join(directory, "stored"));
  if ("refusal" in preparation) throw new Error(`the test picture was refused: ${preparation.refusal}`);
  return preparation.picture;
}

/** A stored picture's original, its pieces joined. */
export async function storedOriginal(db: Database, bucket: string, storagePath: string): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of originalPieces(db, bucket, storagePath)) pieces.push(piece);
  return Buffer.concat(pieces);
}
