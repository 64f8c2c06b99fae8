import path from "node:path";
import { dataDir } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { importSampleMedia, seedSampleContent } from "~/features/content-seed/seed.server";
import { importMediaFolders } from "~/features/media/import.server";
import { logger } from "~/lib/logger.server";

let ready: Promise<Database> | undefined;

/**
 * The database for blog and guide reads and their pictures, once per process: the sample content
 * seeded into empty tables, the sample pictures imported into the media buckets, and pictures an
 * older version kept on disk (`DATA_DIR/media/<bucket>/…`) imported once, so none is lost.
 */
export function contentDatabase(): Promise<Database> {
  ready ??= (async () => {
    const database = await db();
    const inserted = await seedSampleContent(database);
    if (inserted.posts || inserted.guides) logger.info(inserted, "sample blog posts and guides seeded");
    const pictures = (await importSampleMedia(database)) + (await importMediaFolders(database, path.join(dataDir(), "media")));
    if (pictures) logger.info({ pictures }, "pictures imported into the media buckets");
    return database;
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
