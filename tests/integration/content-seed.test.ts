import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { blogPosts, guides, mediaObjects } from "~/db/schema";
import { isPlaceholderImage } from "~/features/media/media-url";
import { sampleGuides } from "~/features/content-seed/sample-guides";
import { samplePosts } from "~/features/content-seed/sample-posts";
import { importSampleMedia, seedSampleContent } from "~/features/content-seed/seed.server";
import { importMediaFolders } from "~/features/media/import.server";
import { type TestDatabase, asSecondInstance, backends } from "../support/databases";
import { picture } from "../support/pictures";
import { storedOriginal } from "../support/prepared-pictures";

const sampleMediaDir = new URL("../../app/features/content-seed/media", import.meta.url).pathname;

describe.each(backends)("sample content on $name", ({ skip, create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it.skipIf(skip)("seeds both empty tables once, even when instances start together", async () => {
    const results = await asSecondInstance(database, (second) =>
      Promise.all([seedSampleContent(database.db), seedSampleContent(second), seedSampleContent(database.db)]),
    );
    expect(results.map((result) => result.posts).sort()).toEqual([0, 0, 5]);
    expect(results.map((result) => result.guides).sort()).toEqual([0, 0, 6]);
    expect(await database.db.select().from(blogPosts)).toHaveLength(5);
    const guideRows = await database.db.select().from(guides);
    expect(guideRows.filter((guide) => guide.featured)).toHaveLength(3);
    expect(await seedSampleContent(database.db)).toEqual({ posts: 0, guides: 0 });
  });
});

describe.each(backends)("sample pictures on $name", ({ skip, create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const storedPaths = async () =>
    (await database.db.select({ bucket: mediaObjects.bucket, path: mediaObjects.path }).from(mediaObjects)).map(
      (row) => `${row.bucket}/${row.path}`,
    );

  it.skipIf(skip)("imports every sample picture into its bucket once, encoded anew like every picture", async () => {
    expect(await importSampleMedia(database.db)).toBe(25);
    expect(await importSampleMedia(database.db)).toBe(0);
    const stored = await storedPaths();
    expect(stored.filter((file) => file.startsWith("blog-images/sample/"))).toHaveLength(15);
    expect(stored.filter((file) => file.startsWith("guide-images/sample/"))).toHaveLength(10);
    const [luna] = await database.db.select().from(mediaObjects).where(eq(mediaObjects.path, "sample/luna-arrival.webp"));
    const bundled = readFileSync(path.join(sampleMediaDir, "blog-images/sample/luna-arrival.webp"));
    expect(luna).toMatchObject({ bucket: "blog-images", contentType: "image/webp", width: 1200, height: 630, uploadedBy: null });
    const lunaBytes = await storedOriginal(database.db, "blog-images", "sample/luna-arrival.webp");
    expect(lunaBytes.length).toBe(luna!.size);
    expect(await sharp(lunaBytes).metadata()).toMatchObject({ format: "webp", width: 1200, height: 630 });
    // The same picture: its mean colour within a few levels of the bundled file's.
    const [mean, bundledMean] = await Promise.all(
      [lunaBytes, bundled].map(async (bytes) => (await sharp(bytes).stats()).channels.map((c) => c.mean)),
    );
    mean!.forEach((value, channel) => expect(Math.abs(value - bundledMean![channel]!)).toBeLessThan(3));
  });

  it.skipIf(skip)("holds every picture the sample posts and guides refer to", async () => {
    const referenced = [
      ...samplePosts.flatMap((post) =>
        [post.imageUrl, ...(post.galleryImages ?? []).map((image) => image.url)].map((file) => `blog-images/${file}`),
      ),
      ...sampleGuides.flatMap((guide) =>
        [guide.imageUrl, ...(guide.galleryImages ?? []).map((image) => image.url)]
          .filter((file) => !isPlaceholderImage(file))
          .map((file) => `guide-images/${file}`),
      ),
    ];
    const stored = new Set(await storedPaths());
    expect(referenced.filter((file) => !stored.has(file))).toEqual([]);
  });

  it.skipIf(skip)("never replaces a picture that is there, and imports what an older version kept on disk", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "media-"));
    try {
      // An older version copied the samples to DATA_DIR/media and served files placed beside them.
      mkdirSync(path.join(root, "guide-images/sample"), { recursive: true });
      mkdirSync(path.join(root, "guide-images/alt"), { recursive: true });
      writeFileSync(path.join(root, "guide-images/sample/checklist.webp"), await picture("webp", 10, 10));
      writeFileSync(path.join(root, "guide-images/alt/plan.png"), await picture("png", 300, 200));
      writeFileSync(path.join(root, "guide-images/alt/plan.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      writeFileSync(path.join(root, "guide-images/alt/.hidden.png"), await picture("png", 10, 10));
      expect(await importMediaFolders(database.db, root)).toBe(1);
      expect(await importMediaFolders(database.db, root)).toBe(0);
      const [checklist] = await database.db.select().from(mediaObjects).where(eq(mediaObjects.path, "sample/checklist.webp"));
      expect(checklist!.width).toBe(1200);
      const stored = await storedPaths();
      expect(stored.filter((file) => file.startsWith("guide-images/alt/"))).toEqual(["guide-images/alt/plan.png"]);
      expect(await importMediaFolders(database.db, path.join(root, "missing"))).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
