import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { seedSampleContent } from "~/features/content-seed/seed.server";
import { logger } from "~/lib/logger.server";

let ready: Promise<Database> | undefined;

/** The database for blog and guide reads, with the sample content seeded into empty tables first (once per process). */
export function contentDatabase(): Promise<Database> {
  ready ??= (async () => {
    const database = await db();
    const inserted = await seedSampleContent(database);
    if (inserted.posts || inserted.guides) logger.info(inserted, "sample blog posts and guides seeded");
    return database;
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
