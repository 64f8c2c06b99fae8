import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/config/env.server";
import { contentMediaRoute } from "~/features/content/media-route.server";

describe("media route", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "media-route-"));
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const previous = process.env.DATA_DIR;
    process.env.DATA_DIR = dataDir;
    resetEnvCache();
    const app = express().use(contentMediaRoute());
    process.env.DATA_DIR = previous;
    resetEnvCache();
    mkdirSync(path.join(dataDir, "media/guide-images/editor"), { recursive: true });
    writeFileSync(path.join(dataDir, "media/guide-images/editor/plan.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dataDir, "media/guide-images/.secret"), "no");
    writeFileSync(path.join(dataDir, "media/outside.txt"), "no");
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the sample images copied into DATA_DIR, with type and a long cache", async () => {
    const response = await fetch(`${base}/media/blog-images/sample/luna-arrival.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=2592000");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("serves an editor's file in its bucket", async () => {
    const response = await fetch(`${base}/media/guide-images/editor/plan.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("answers 404 for missing files, unknown buckets, dot files and paths leaving the bucket", async () => {
    for (const url of [
      "/media/blog-images/sample/none.webp",
      "/media/other-bucket/a.webp",
      "/media/guide-images/.secret",
      "/media/guide-images/..%2foutside.txt",
      "/media/guide-images/%2e%2e/outside.txt",
      "/media/guide-images/",
    ]) {
      const response = await fetch(base + url);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
  });
});
