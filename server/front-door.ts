import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { Express } from "express";
import { siteOrigins } from "~/config/env.server";
import { carriesSessionCookie } from "~/features/admin/session-cookie.server";
import { localeFromHost } from "~/i18n/detect";
import type { KeptPage, PageCache } from "~/framework/page-cache";
import { publicPageKey } from "./public-page-cache";
import { isValidOrigin } from "./request-target";
import { newNonce } from "~/framework/spliced-text";

export interface FrontDoorOptions {
  app: Express;
  pageCache: PageCache;
  /** Logs and counts an answer given here (of the kept `page`), as the app's middleware does its own. */
  onAnswer: (req: IncomingMessage, res: ServerResponse, page: KeptPage) => void;
}

/**
 * The server's front door: a request for a kept public page is answered from the page cache before Express sees
 * it; everything else goes on to the app. Express and its middleware cost a kept page's answer more than the
 * answer itself (measured: bench/crowd.mjs), and a crowd asks for the same few pages.
 *
 * It answers only what the app would have answered from the same kept page: a GET or HEAD of a path, over HTTP
 * or HTTPS, with a valid Host (and forwarded host where a proxy is trusted), without an editor's session; the
 * kept page's key (language and target) does the rest, as the app keeps pages of the public site only. Its
 * answers carry the headers of the app's answer the page was kept from, their own nonce, and HSTS over HTTPS.
 */
export function frontDoor({ app, pageCache, onAnswer }: FrontDoorOptions) {
  const trusts = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const proxyTrusted = app.enabled("trust proxy");
  return (req: IncomingMessage, res: ServerResponse) => {
    const page = keptPageOf(req);
    if (!page) return void app(req, res);
    onAnswer(req, res, page);
    pageCache.answer(req, res, page, { nonce: newNonce(), secure: protocolOf(req) === "https" });
  };

  function keptPageOf(req: IncomingMessage) {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith("/")) return undefined;
    if (carriesSessionCookie(req.headers.cookie)) return undefined;
    const forwardedHost = proxyTrusted ? headerValue(req.headers["x-forwarded-host"]) : undefined;
    if (!isKnownValidOrigin(protocolOf(req), req.headers.host, forwardedHost)) return undefined;
    return pageCache.current(publicPageKey(localeFromHost(req.headers.host, siteOrigins().es), req.url));
  }

  /** The request's protocol as Express reads it: X-Forwarded-Proto's first entry when the peer is a trusted proxy. */
  function protocolOf(req: IncomingMessage): string {
    const own = (req.socket as TLSSocket).encrypted ? "https" : "http";
    if (!trusts(req.socket.remoteAddress, 0)) return own;
    return (headerValue(req.headers["x-forwarded-proto"]) || own).split(",")[0]!.trim();
  }
}

/**
 * Origins found valid lately: a crowd sends one or two Host headers, and parsing them for each request took 2 % of a
 * kept page's answer. At most `MAX_KNOWN_ORIGINS` are kept (a client making up hosts only empties the set), each of
 * at most `MAX_KNOWN_ORIGIN_LENGTH` characters (a longer one is parsed each time).
 */
const knownValidOrigins = new Set<string>();
const MAX_KNOWN_ORIGINS = 100;
const MAX_KNOWN_ORIGIN_LENGTH = 512;

function isKnownValidOrigin(protocol: string, host: string | undefined, forwardedHost: string | undefined): boolean {
  // The three as JSON: no two different triples (a missing header included) make the same key.
  const key = JSON.stringify([protocol, host ?? null, forwardedHost ?? null]);
  if (knownValidOrigins.has(key)) return true;
  if (!isValidOrigin(protocol, host, forwardedHost)) return false;
  if (key.length > MAX_KNOWN_ORIGIN_LENGTH) return true;
  if (knownValidOrigins.size >= MAX_KNOWN_ORIGINS) knownValidOrigins.clear();
  knownValidOrigins.add(key);
  return true;
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : value);
