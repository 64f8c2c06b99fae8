import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders, trustProxySetting } from "./security";

describe("trustProxySetting", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["true", true],
    ["1", 1],
    [" 2 ", 2],
    ["loopback", "loopback"],
    ["10.0.0.0/8, 127.0.0.1", "10.0.0.0/8, 127.0.0.1"],
  ])("reads %j as %j", (value, expected) => expect(trustProxySetting(value)).toEqual(expected));
});

/** An app with the site's security headers, behind a trusted proxy as TRUST_PROXY=loopback sets it. */
async function serve(trustProxy: string | undefined) {
  const app = express();
  app.set("trust proxy", trustProxySetting(trustProxy));
  app.use(securityHeaders({ enforceCsp: true }));
  app.get("/", (_req, res) => res.send(res.locals.cspNonce));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

describe("security headers", () => {
  let behindProxy: Awaited<ReturnType<typeof serve>>;
  let direct: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    behindProxy = await serve("loopback");
    direct = await serve(undefined);
  });
  afterAll(() => {
    behindProxy.close();
    direct.close();
  });

  it("sends HSTS only on HTTPS requests, as a trusted proxy reports them", async () => {
    const https = await fetch(behindProxy.url, { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const http = await fetch(behindProxy.url);
    expect(http.headers.get("strict-transport-security")).toBeNull();
  });

  it("ignores X-Forwarded-Proto without a trusted proxy", async () => {
    const response = await fetch(direct.url, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("puts a fresh nonce in script-src for every response and never allows inline scripts", async () => {
    const nonces = [];
    for (const _ of [1, 2]) {
      const response = await fetch(direct.url);
      const nonce = await response.text();
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(2);
  });
});
