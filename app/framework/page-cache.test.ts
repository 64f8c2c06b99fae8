import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { type PageCacheOptions, createPageCache } from "./page-cache";

interface Setup {
  version?: () => string;
  status?: number;
  body?: (path: string, nonce: string) => string;
  renderDelayMs?: number;
  maxBytes?: number;
  maxRenders?: number;
}

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** An app whose responses carry a fresh nonce (as the site's security headers set it) in front of a page cache. */
async function serve(setup: Setup = {}) {
  const renders: string[] = [];
  let rendering = 0;
  let mostRenderingAtOnce = 0;
  const options: PageCacheOptions = {
    maxBytes: setup.maxBytes ?? 1024 * 1024,
    maxRenders: setup.maxRenders ?? 2,
    cacheable: (req) => req.method === "GET" || req.method === "HEAD",
    keyOf: (req) => req.originalUrl,
    dataVersion: async () => setup.version?.() ?? "v1",
    render: async (req, _res, nonce) => {
      renders.push(req.originalUrl);
      mostRenderingAtOnce = Math.max(mostRenderingAtOnce, ++rendering);
      if (setup.renderDelayMs) await new Promise((resolve) => setTimeout(resolve, setup.renderDelayMs));
      rendering--;
      const body =
        setup.body?.(req.originalUrl, nonce) ??
        `<html><body><h1>${req.originalUrl}</h1><script nonce="${nonce}">go()</script></body></html>`;
      return { status: setup.status ?? 200, headers: new Headers({ "content-type": "text/html; charset=utf-8" }), body };
    },
  };
  const cache = createPageCache(options);
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(cache.middleware);
  app.use((_req, res) => void res.status(418).send("not cached"));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders, cache, mostRenderingAtOnce: () => mostRenderingAtOnce };
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("page cache", () => {
  it("renders a page once and answers it from memory, each time with the response's own nonce", async () => {
    const { base, renders } = await serve();
    const first = await fetch(`${base}/hunde`);
    const second = await fetch(`${base}/hunde`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(renders).toEqual(["/hunde"]);
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(firstNonce).not.toBe(secondNonce);
    expect(await first.text()).toBe(`<html><body><h1>/hunde</h1><script nonce="${firstNonce}">go()</script></body></html>`);
    expect(await second.text()).toBe(`<html><body><h1>/hunde</h1><script nonce="${secondNonce}">go()</script></body></html>`);
  });

  it("answers brotli, gzip or plain text by Accept-Encoding, each with the fresh nonce", async () => {
    const { base } = await serve();
    await fetch(`${base}/`);
    const http = await import("node:http");
    const get = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        http
          .get(`${base}/`, { headers: { "accept-encoding": encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["identity", undefined, (body: Buffer) => body],
    ] as const) {
      const answer = await get(accept);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1];
      expect(decode(answer.body).toString()).toBe(`<html><body><h1>/</h1><script nonce="${nonce}">go()</script></body></html>`);
    }
  });

  it("answers 304 to a matching If-None-Match, keeping the policy the client's copy came with", async () => {
    const { base } = await serve();
    const first = await fetch(`${base}/faq`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${base}/faq`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(await again.text()).toBe("");
  });

  it("renders anew when the data version changes", async () => {
    let version = "dogs-1";
    const { base, renders } = await serve({ version: () => version });
    await fetch(`${base}/hunde`);
    await fetch(`${base}/hunde`);
    version = "dogs-2";
    const changed = await fetch(`${base}/hunde`);
    expect(changed.headers.get("x-cache")).toBe("MISS");
    expect(renders).toEqual(["/hunde", "/hunde"]);
  });

  it("renders a page once for visitors who ask for it at the same time", async () => {
    const { base, renders } = await serve({ renderDelayMs: 50 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/hunde?type=adoption`)));
    expect(renders).toEqual(["/hunde?type=adoption"]);
    const nonces = new Set(answers.map(nonceOf));
    expect(nonces.size).toBe(20);
    for (const answer of answers) expect(await answer.text()).toContain(`nonce="${nonceOf(answer)}"`);
  });

  it("renders at most maxRenders pages at once; the other visitors wait their turn and get their page", async () => {
    const { base, renders, mostRenderingAtOnce } = await serve({ renderDelayMs: 30, maxRenders: 2 });
    const paths = ["/a", "/b", "/c", "/d", "/e"];
    const answers = await Promise.all(paths.map((path) => fetch(`${base}${path}`)));
    expect(answers.map((answer) => answer.headers.get("x-cache"))).toEqual(paths.map(() => "MISS"));
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(
      paths.map((path) => expect.stringContaining(`<h1>${path}</h1>`)),
    );
    expect(renders.toSorted()).toEqual(paths);
    expect(mostRenderingAtOnce()).toBe(2);
  });

  it("keeps no page that is not a 200, but answers it with the response's nonce", async () => {
    const { base, renders } = await serve({ status: 404 });
    const first = await fetch(`${base}/nirgends`);
    await fetch(`${base}/nirgends`);
    expect(first.status).toBe(404);
    expect(first.headers.get("x-cache")).toBe("PASS");
    expect(await first.text()).toContain(`nonce="${nonceOf(first)}"`);
    expect(renders).toHaveLength(2);
  });

  it("stays within its bytes however many different queries are asked", async () => {
    const maxBytes = 256 * 1024;
    const page = "x".repeat(20_000);
    const { base, cache } = await serve({ maxBytes, body: (path) => `<p>${path}</p>${page}` });
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${base}/hunde?q=${batch}-${i}`).then((r) => r.text())));
    }
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(maxBytes);
    expect(stats.pages).toBeGreaterThan(0);
    expect(stats.misses).toBe(200);
  });
});
