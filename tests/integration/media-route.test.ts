import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "~/db/client.server";
import { mediaObjects, mediaVariants } from "~/db/schema";
import { importSampleMedia } from "~/features/content-seed/seed.server";
import { type VariantMaker, makeVariant } from "~/features/media/media-reader.server";
import { createHash } from "node:crypto";
import { handleUpload } from "~/features/media/upload.server";
import { mediaRoutes } from "../../server/media-routes";
import { type TestDatabase, backends } from "../support/databases";
import { picture, pictureForm, postRequest } from "../support/pictures";
import { storedOriginal } from "../support/prepared-pictures";
import { rawRequest } from "../support/raw-http";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const sampleUrl = "/media/blog-images/sample/luna-arrival.webp";

/** One app instance: the media route on its own database handle, counting the copies it converts. */
interface Instance {
  base: string;
  conversions: number;
  /** While set, every conversion waits for it. */
  gate?: Promise<void>;
  close(): Promise<void>;
}

async function startInstance(db: Database): Promise<Instance> {
  const instance = { conversions: 0 } as Instance;
  const counting: VariantMaker = async (...args) => {
    instance.conversions++;
    await instance.gate;
    return makeVariant(...args);
  };
  const server: Server = express()
    .use(mediaRoutes({ database: async () => db, makeVariant: counting }))
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  instance.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  instance.close = () => new Promise((resolve) => server.close(() => resolve()));
  return instance;
}

const variantRows = (db: Database, path: string) =>
  db
    .select({ width: mediaVariants.width, format: mediaVariants.format })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.bucket, "blog-images"), eq(mediaVariants.path, path)))
    .orderBy(mediaVariants.format, mediaVariants.width);

describe.each(backends)("media route on $name", ({ skip, create }) => {
  let database: TestDatabase;
  let first: Instance;

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    await importSampleMedia(database.db);
    first = await startInstance(database.db);
  });
  afterAll(async () => {
    await first?.close();
    await database?.destroy();
  });

  it.skipIf(skip)("serves a stored picture as it was stored, cached for good and revalidated by its ETag", async () => {
    const samplePicture = await storedOriginal(database.db, "blog-images", "sample/luna-arrival.webp");
    const response = await fetch(first.base + sampleUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toBe(`"${sha256(samplePicture)}"`);
    expect(Buffer.from(await response.arrayBuffer()).equals(samplePicture)).toBe(true);

    // fetch would add "Cache-Control: no-cache" to a request with If-None-Match: a browser's revalidation has none.
    const headers = { "if-none-match": response.headers.get("etag")! };
    const again = await rawRequest(Number(new URL(first.base).port), { method: "GET", path: sampleUrl, host: "localhost", headers });
    expect([again.status, again.body]).toEqual([304, ""]);
    const head = await fetch(first.base + sampleUrl, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length")]).toEqual([200, String(samplePicture.length)]);
    // A tracking parameter changes nothing.
    expect((await fetch(`${first.base}${sampleUrl}?fbclid=x`)).status).toBe(200);
  });

  it.skipIf(skip)("sends an original of many pieces whole, in order, with its length", async () => {
    const noisy = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const uploaded = await handleUpload(postRequest(pictureForm(noisy)), null, "blog-images", async () => database.db);
    if (!uploaded.ok) throw new Error(uploaded.refusal);
    const [row] = await database.db.select().from(mediaObjects).where(eq(mediaObjects.path, uploaded.picture.path));
    const pieces = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from media_chunks where bucket = 'blog-images' and path = ${uploaded.picture.path}`,
    );
    expect(pieces[0]!.n).toBe(Math.ceil(row!.size / (256 * 1024)));
    expect(pieces[0]!.n).toBeGreaterThan(4);
    const response = await fetch(first.base + uploaded.picture.url);
    const body = Buffer.from(await response.arrayBuffer());
    expect([response.status, response.headers.get("content-length"), body.length]).toEqual([200, String(row!.size), row!.size]);
    expect(`"${sha256(body)}"`).toBe(response.headers.get("etag"));
    expect((await sharp(body).metadata()).width).toBe(2400);
  });

  it.skipIf(skip)("serves AVIF and WebP copies at the fixed widths, made once and then read from the database", async () => {
    const path = "sample/finca-runs.webp";
    const before = first.conversions;
    for (const format of ["avif", "webp"] as const) {
      const url = `${first.base}/media/blog-images/${path}?w=320&format=${format}`;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(`image/${format}`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const copy = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([copy.format, copy.width, copy.height]).toEqual([format === "avif" ? "heif" : "webp", 320, 168]);
      const again = await fetch(url);
      expect(again.headers.get("etag")).toBe(response.headers.get("etag"));
    }
    expect(first.conversions - before).toBe(2);
    expect(await variantRows(database.db, path)).toEqual([
      { width: 320, format: "avif" },
      { width: 320, format: "webp" },
    ]);
  });

  it.skipIf(skip)("never makes a copy wider than the original: 1280 and 1600 of a 1200 px picture are one copy", async () => {
    const path = "sample/summer-heat.webp";
    const before = first.conversions;
    const bodies = [];
    for (const width of [1280, 1600]) {
      const response = await fetch(`${first.base}/media/blog-images/${path}?w=${width}&format=webp`);
      expect(response.status).toBe(200);
      bodies.push(Buffer.from(await response.arrayBuffer()));
    }
    expect((await sharp(bodies[0]).metadata()).width).toBe(1200);
    expect(bodies[0]!.equals(bodies[1]!)).toBe(true);
    expect(first.conversions - before).toBe(1);
    expect(await variantRows(database.db, path)).toEqual([{ width: 1200, format: "webp" }]);
  });

  it.skipIf(skip)("converts a copy once however many ask for it at once", async () => {
    const path = "sample/transport-day.webp";
    const before = first.conversions;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${first.base}/media/blog-images/${path}?w=640&format=avif`)),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(first.conversions - before).toBe(1);
    expect(await variantRows(database.db, path)).toEqual([{ width: 640, format: "avif" }]);
  });

  it.skipIf(skip)("answers 404 for what is no picture or no copy of ours", async () => {
    for (const url of [
      "/media/blog-images/sample/none.webp",
      "/media/other-bucket/sample/luna-arrival.webp",
      "/media/guide-images/sample/luna-arrival.webp",
      "/media/blog-images/",
      "/media/blog-images",
      "/media/",
      "/media/blog-images/sample//luna-arrival.webp",
      "/media/blog-images/sample/%2e%2e/sample/luna-arrival.webp",
      "/media/blog-images/sample%2Fluna-arrival.webp",
      "/media/blog-images/sample/luna%00.webp",
      `${sampleUrl}?w=641&format=avif`,
      `${sampleUrl}?w=640&format=png`,
      `${sampleUrl}?w=640`,
      `${sampleUrl}?w=0640&format=avif`,
      `${sampleUrl}?w=640&format=avif&w=320`,
      `/media/blog-images/${"x".repeat(2000)}.webp`,
    ]) {
      // Sent as written: fetch would resolve "%2e%2e" itself.
      const response = await rawRequest(Number(new URL(first.base).port), { method: "GET", path: url, host: "localhost" });
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
  });

  it.skipIf(skip)("takes GET and HEAD only", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await fetch(first.base + sampleUrl, { method });
      expect([method, response.status, response.headers.get("allow")]).toEqual([method, 405, "GET, HEAD, OPTIONS"]);
    }
    expect((await fetch(first.base + sampleUrl, { method: "OPTIONS" })).status).toBe(204);
  });

  it.skipIf(skip)("serves a picture uploaded through one instance from another, with the same copies", async () => {
    const secondHandle = database.url ? await openDatabase({ url: database.url }) : undefined;
    const second = await startInstance(secondHandle?.db ?? database.db);
    try {
      const uploaded = await handleUpload(
        postRequest(pictureForm(await picture("png", 900, 600))),
        null,
        "blog-images",
        async () => database.db,
      );
      if (!uploaded.ok) throw new Error(uploaded.refusal);
      const original = await fetch(second.base + uploaded.picture.url);
      expect(original.status).toBe(200);
      expect(original.headers.get("content-type")).toBe("image/png");
      expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(900);

      // Both instances asked for the same new copy at once: one row, the same bytes from both.
      const copyUrl = `${uploaded.picture.url}?w=640&format=webp`;
      const [fromFirst, fromSecond] = await Promise.all([fetch(first.base + copyUrl), fetch(second.base + copyUrl)]);
      const [a, b] = await Promise.all([fromFirst.arrayBuffer(), fromSecond.arrayBuffer()]);
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
      expect(await variantRows(database.db, uploaded.picture.path)).toEqual([{ width: 640, format: "webp" }]);

      // A copy the first instance made is read by the second, not made again.
      const made = await fetch(`${first.base}${uploaded.picture.url}?w=320&format=avif`);
      expect(made.status).toBe(200);
      const conversions = second.conversions;
      const read = await fetch(`${second.base}${uploaded.picture.url}?w=320&format=avif`);
      expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(await made.arrayBuffer()))).toBe(true);
      expect(second.conversions).toBe(conversions);
    } finally {
      await second.close();
      await secondHandle?.close();
    }
  });

  it.skipIf(skip)("answers 503 instead of queueing without end when too many copies wait to be made", async () => {
    let open!: () => void;
    first.gate = new Promise((resolve) => (open = resolve));
    const samples = await queryRows<{ path: string }>(
      database.db,
      sql`select path from media_objects where bucket = 'blog-images' and path like 'sample/%' order by path`,
    );
    // 40 different copies: two are made at a time, 32 may wait, the other 6 are refused at once.
    const copies = ["w=960&format=avif", "w=960&format=webp", "w=1280&format=avif"];
    const urls = samples.flatMap(({ path }) => copies.map((copy) => `/media/blog-images/${path}?${copy}`)).slice(0, 40);
    expect(urls).toHaveLength(40);
    let refused = 0;
    let allRefused!: () => void;
    const sixRefused = new Promise<void>((resolve) => (allRefused = resolve));
    const answers = urls.map((url) =>
      fetch(first.base + url).then(async (response) => {
        if (response.status === 503 && ++refused === 6) allRefused();
        await response.arrayBuffer();
        return [response.status, response.headers.get("retry-after")];
      }),
    );
    await sixRefused;
    first.gate = undefined;
    open();
    const statuses = await Promise.all(answers);
    expect(statuses.filter(([status]) => status === 200)).toHaveLength(34);
    expect(statuses.filter(([status]) => status === 503)).toEqual(Array.from({ length: 6 }, () => [503, "10"]));
  });
});
