import { type IncomingHttpHeaders, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { siteOrigins } from "~/config/env.server";
import { carriesSessionCookie } from "~/features/admin/session-cookie.server";
import { localeFromHost } from "~/i18n/detect";
import { frontDoor } from "./front-door";
import { createPageCache } from "~/framework/page-cache";
import { publicPageKey } from "./public-page-cache";
import { requestTarget } from "./request-target";
import { securityHeaders, trustProxySetting } from "./security";

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** The site's arrangement in small: security headers, request target, language, the page cache; the front door before it all. */
async function serve(trustProxy?: string) {
  const app = express();
  app.set("trust proxy", trustProxySetting(trustProxy));
  app.use(securityHeaders({ enforceCsp: true }));
  app.use(requestTarget(["GET", "HEAD", "POST"]));
  app.use((req, res, next) => {
    res.locals.locale = localeFromHost(req.headers.host, siteOrigins().es);
    next();
  });
  const renders: string[] = [];
  const pageCache = createPageCache({
    maxBytes: 1024 * 1024,
    maxRenders: 2,
    cacheable: (req) => (req.method === "GET" || req.method === "HEAD") && !carriesSessionCookie(req.headers.cookie),
    keyOf: (req, res) => publicPageKey(res.locals.locale, req.originalUrl),
    dataVersion: () => "v1",
    render: async (req, res, nonce) => {
      renders.push(`${res.locals.locale} ${req.originalUrl}`);
      const headers = new Headers({ "content-type": "text/html; charset=utf-8", "x-robots-tag": "noindex" });
      return { status: 200, headers, body: `<h1>${res.locals.locale}</h1><script nonce="${nonce}">go()</script>` };
    },
  });
  app.use(pageCache.middleware);
  const atTheDoor: string[] = [];
  const server = createServer(frontDoor({ app, pageCache, onAnswer: (req) => atTheDoor.push(req.url ?? "") }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  /** A request as a client of `host` sends it (plain text, so that the body can be read as it is). */
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      request({ port, host: "127.0.0.1", path, method, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
        .on("error", reject)
        .end();
    });
  return { get, renders, atTheDoor, port };
}

const nonceOf = (headers: IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))?.[1];
const withoutPerAnswer = (headers: IncomingHttpHeaders) => {
  const { date: _date, "content-security-policy": policy, "x-cache": _cache, ...rest } = headers;
  return { ...rest, policy: String(policy).replace(/'nonce-[^']+'/, "'nonce-…'") };
};

describe("front door", () => {
  it("answers a kept page before the app, with the headers of the app's answer and a nonce of its own", async () => {
    const { get, renders, atTheDoor } = await serve();
    const rendered = await get("/hunde?typ=1");
    const kept = await get("/hunde?typ=1");
    expect(rendered.headers["x-cache"]).toBe("MISS");
    expect(kept.headers["x-cache"]).toBe("HIT");
    expect(atTheDoor).toEqual(["/hunde?typ=1"]);
    expect(renders).toEqual(["de /hunde?typ=1"]);
    expect(withoutPerAnswer(kept.headers)).toEqual(withoutPerAnswer(rendered.headers));
    expect(kept.headers["x-frame-options"]).toBe("DENY");
    expect(kept.headers["x-robots-tag"]).toBe("noindex");
    expect(nonceOf(kept.headers)).not.toBe(nonceOf(rendered.headers));
    expect(kept.body).toBe(`<h1>de</h1><script nonce="${nonceOf(kept.headers)}">go()</script>`);
    const head = await get("/hunde?typ=1", {}, "HEAD");
    expect([head.status, head.headers["x-cache"], head.body]).toEqual([200, "HIT", ""]);
  });

  it("keeps the languages apart: the Spanish host's page is its own", async () => {
    const { get, renders } = await serve();
    await get("/faq");
    const spanish = await get("/faq", { host: new URL(siteOrigins().es).host });
    expect(spanish.headers["x-cache"]).toBe("MISS");
    expect(spanish.body).toContain("<h1>es</h1>");
    expect(renders).toEqual(["de /faq", "es /faq"]);
  });

  it("sends HSTS over HTTPS only, reading X-Forwarded-Proto from a trusted proxy alone", async () => {
    const behindProxy = await serve("loopback");
    await behindProxy.get("/");
    const overHttps = await behindProxy.get("/", { "x-forwarded-proto": "https" });
    const overHttp = await behindProxy.get("/");
    expect(overHttps.headers["x-cache"]).toBe("HIT");
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    const direct = await serve();
    await direct.get("/");
    const claimed = await direct.get("/", { "x-forwarded-proto": "https" });
    expect(claimed.headers["x-cache"]).toBe("HIT");
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
  });

  it("leaves to the app what it would not answer from the kept page", async () => {
    const { get, atTheDoor } = await serve("loopback");
    await get("/kontakt");
    // An editor's request goes past the cache to the renderer below it (none here: 404).
    const editor = await get("/kontakt", { cookie: "editor_session=x" });
    expect([editor.status, editor.headers["x-cache"]]).toEqual([404, undefined]);
    expect((await get("/kontakt", { host: "a b" })).status).toBe(400);
    expect((await get("/kontakt", { "x-forwarded-host": "[::1" })).status).toBe(400);
    expect((await get("/kontakt", { "x-forwarded-proto": "ftp" })).status).toBe(400);
    expect((await get("/kontakt", {}, "POST")).status).toBe(404);
    expect(atTheDoor).toEqual([]);
  });

  it("does not take an invalid Host for a valid one it has seen (remembered origins)", async () => {
    const { get, atTheDoor, port } = await serve("loopback");
    await get("/kontakt");
    // Valid: the forwarded host's first entry is a host (only the first counts).
    expect((await get("/kontakt", { "x-forwarded-host": "a, b c" })).status).toBe(200);
    // The same characters split otherwise: a Host with a space is no host.
    expect((await get("/kontakt", { host: `localhost:${port} a,`, "x-forwarded-host": "b c" })).status).toBe(400);
    expect(atTheDoor).toEqual(["/kontakt"]);
  });
});
