import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts, contentSeeding, guides } from "~/db/schema";
import { importMediaFolders } from "~/features/media/import.server";
import { sampleGuides } from "./sample-guides";
import { samplePosts } from "./sample-posts";

/** Arbitrary constant key: one instance seeds, the others wait and then find the tables filled. */
const SEED_LOCK_KEY = 7_240_514;

/** The row of content_seeding that records the samples' insertion. */
const SAMPLES_KEY = "samples";

/**
 * Inserts the sample posts and guides into a new database, once: the insertion is recorded
 * (content_seeding), so a database whose editors deleted every post stays empty. A database that held
 * content before the record existed counts as seeded (migration 0004). One transaction under an
 * advisory lock, so several instances starting at once seed exactly once. Answers how many rows it
 * inserted.
 */
export async function seedSampleContent(database: Database): Promise<{ posts: number; guides: number }> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const recorded = await tx.insert(contentSeeding).values({ key: SAMPLES_KEY }).onConflictDoNothing().returning();
    if (recorded.length === 0) return { posts: 0, guides: 0 };
    await tx.insert(blogPosts).values(samplePosts);
    await tx.insert(guides).values(sampleGuides);
    return { posts: samplePosts.length, guides: sampleGuides.length };
  });
}

/** The bundled sample media, found upwards from this module (source tree, or the server build under build/). */
function bundledMediaDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "app/features/content-seed/media");
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`sample media not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/**
 * Imports the bundled sample pictures into the media buckets of the database (the sample posts and
 * guides refer to them by their storage paths, `sample/…`), the ones not there yet: the first start
 * imports them all, later starts nothing. Answers how many were imported.
 */
export function importSampleMedia(database: Database): Promise<number> {
  return importMediaFolders(database, bundledMediaDir());
}
