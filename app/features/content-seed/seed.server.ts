import { existsSync } from "node:fs";
import { cp } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts, guides } from "~/db/schema";
import { mediaBuckets } from "~/features/content/media";
import { sampleGuides } from "./sample-guides";
import { samplePosts } from "./sample-posts";

/** Arbitrary constant key: one instance seeds, the others wait and then find the tables filled. */
const SEED_LOCK_KEY = 7_240_514;

/**
 * Inserts the sample posts and guides into whichever of the two tables is
 * empty, in one transaction under an advisory lock, so several instances
 * starting at once seed exactly once. Answers how many rows it inserted.
 */
export async function seedSampleContent(database: Database): Promise<{ posts: number; guides: number }> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const hasPosts = (await tx.select({ id: blogPosts.id }).from(blogPosts).limit(1)).length > 0;
    const hasGuides = (await tx.select({ id: guides.id }).from(guides).limit(1)).length > 0;
    if (!hasPosts) await tx.insert(blogPosts).values(samplePosts);
    if (!hasGuides) await tx.insert(guides).values(sampleGuides);
    return { posts: hasPosts ? 0 : samplePosts.length, guides: hasGuides ? 0 : sampleGuides.length };
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

/** Copies the sample images into the media buckets; files already there (an editor's replacements) are kept. */
export async function copySampleMedia(mediaRoot: string): Promise<void> {
  const source = bundledMediaDir();
  for (const bucket of mediaBuckets) {
    await cp(path.join(source, bucket), path.join(mediaRoot, bucket), { recursive: true, force: false, errorOnExist: false });
  }
}
