import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeSharedDatabase } from "~/db/client.server";
import { resetEnvCache } from "~/config/env.server";
import { db } from "~/db/db.server";
import { dogRoutes } from "../../server/dogs-routes";
import { newPgliteDirectory } from "../support/databases";
import { fixtureCacheTimestamp, fixtureIds } from "../support/dog-fixture";
import { FakeDogSource } from "../support/fake-dog-source";

/** The dog endpoints against the fake dog source and image host, on a throw-away data directory. */
describe("dog routes", () => {
  const fake = new FakeDogSource();
  const dataDir = mkdtempSync(path.join(tmpdir(), "dog-routes-"));
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const fakeUrl = await fake.listen();
    Object.assign(process.env, {
      DOGS_SOURCE_URL: fake.dogListUrl,
      DOG_IMAGES_BASE_URL: fakeUrl,
      DATA_DIR: dataDir,
      DOGS_REFRESH_SECONDS: "300",
    });
    resetEnvCache();
    const app = express().use(dogRoutes());
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The embedded database of the new data directory is created here, within the hook's time, not the first test's:
    // initialised from the run's copy (initdb takes seconds), migrated when opened.
    await newPgliteDirectory(dataDir);
    await db();
  });

  afterAll(async () => {
    server?.close();
    await fake.close();
    await closeSharedDatabase();
    for (const key of ["DOGS_SOURCE_URL", "DOG_IMAGES_BASE_URL", "DATA_DIR", "DOGS_REFRESH_SECONDS"]) delete process.env[key];
    resetEnvCache();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("GET /api/fetch-dogs answers the normalised list with its timestamp", async () => {
    const response = await fetch(`${base}/api/fetch-dogs`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { dogs: { id: string; title: string }[]; cacheTimestamp: string };
    expect(body.cacheTimestamp).toBe(fixtureCacheTimestamp);
    expect(body.dogs.find((dog) => dog.id === fixtureIds.udo)?.title).toBe("Udo");
  });

  it("converts a picture to AVIF and WebP at the asked width, caches it and marks it immutable", async () => {
    for (const format of ["avif", "webp"] as const) {
      const response = await fetch(`${base}/images/dogs/${fixtureIds.juergen}/j1/320.${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(`image/${format}`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([320, 320]);
    }
    expect(readdirSync(path.join(dataDir, "image-cache/dogs", fixtureIds.juergen, "j1")).sort()).toEqual(["320.avif", "320.webp"]);
    const before = fake.requests.length;
    await fetch(`${base}/images/dogs/${fixtureIds.juergen}/j1/320.webp`);
    expect(fake.requests.length).toBe(before);
  });

  it("cuts large widths from the 1000x1000 picture and small ones from 500x500", async () => {
    await fetch(`${base}/images/dogs/${fixtureIds.juergen}/j2/1000.webp`);
    await fetch(`${base}/images/dogs/${fixtureIds.juergen}/j2/160.webp`);
    const paths = fake.requests.map((request) => request.path).filter((p) => p.includes("/j2/"));
    expect(paths).toEqual([
      `/vermittlungstiere/${fixtureIds.juergen}/images/j2/1000x1000`,
      `/vermittlungstiere/${fixtureIds.juergen}/images/j2/500x500`,
    ]);
  });

  it("answers the placeholder, briefly cached, when the image host has no picture", async () => {
    const response = await fetch(`${base}/images/dogs/${fixtureIds.kira}/missing1/320.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(320);
  });

  /** The placeholder answered for a picture not yet kept, while the image host answers as `mode` says. */
  const placeholderWhile = async (mode: "redirect" | "endless", imageId: string) => {
    fake.state.images = mode;
    try {
      const before = fake.requests.length;
      const response = await fetch(`${base}/images/dogs/${fixtureIds.juergen}/${imageId}/320.webp`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(320);
      return fake.requests.slice(before).map((request) => request.path);
    } finally {
      fake.state.images = "normal";
    }
  };

  it("follows no redirect of the image host: the placeholder instead", async () => {
    expect(await placeholderWhile("redirect", "j3")).toEqual([`/vermittlungstiere/${fixtureIds.juergen}/images/j3/500x500`]);
  });

  it("reads no more of a picture than 8 MB: the placeholder instead", async () => {
    await placeholderWhile("endless", "j3");
    // Of the 64 MB offered, the bound and what the connection's buffers took before it was closed.
    expect(fake.endlessMegabytesSent).toBeLessThan(32);
  });

  it("serves the placeholder as SVG for broken images", async () => {
    const response = await fetch(`${base}/images/dogs/placeholder.svg`);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(await response.text()).toContain("<svg");
  });

  it.each([
    [`${fixtureIds.juergen}/j1/333.webp`, "a width the pages do not use"],
    [`${fixtureIds.juergen}/j1/320.png`, "an unknown format"],
    [`${fixtureIds.juergen}/..%2F..%2Fetc/320.webp`, "path traversal"],
    [`${fixtureIds.juergen}/j%2F1/320.webp`, "a slash in an id"],
    [`${fixtureIds.juergen}/p1/320.webp`, "another dog's image"],
    [`unknown-dog/j1/320.webp`, "an unknown dog"],
  ])("answers 404 for %s (%s)", async (imagePath) => {
    const response = await fetch(`${base}/images/dogs/${imagePath}`);
    expect(response.status).toBe(404);
  });
});
