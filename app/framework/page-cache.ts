import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import Negotiator from "negotiator";
import { STRICT_TRANSPORT_SECURITY } from "~/lib/strict-transport-security";
import { asyncHandler } from "~/lib/async-handler.server";
import { type SplicedText, spliceText } from "./spliced-text";

/**
 * The page cache: an anonymous GET of a public page (no session, no form answer) is rendered once per
 * language, path and query and answered from memory until the data it shows changes. Every answer still gets
 * a fresh CSP nonce: pages are rendered with a per-process placeholder that each answer replaces with the
 * response's own nonce, in the kept compressed forms too (spliced-text.ts). Memory is bounded by bytes (least
 * recently used first), so random query strings cannot fill it; a page is kept under the data version it was
 * rendered from, so a new dog list or a changed post re-renders it on the next request.
 *
 * A kept page holds every header its first answer had, the security headers of the middleware before it
 * included, so that it can be answered in front of the whole middleware stack (`answerKept`): a crowd's
 * requests then cost about what a bare Node server sending the same bytes costs.
 */

/** What a render of a page answered, read whole. */
export interface RenderedAnswer {
  status: number;
  headers: Headers;
  body: string;
}

export interface PageCacheOptions {
  /** Renders the request's page as an anonymous GET, with `nonce` in every nonce attribute. */
  render(req: Request, res: Response, nonce: string): Promise<RenderedAnswer>;
  /**
   * The version of everything pages show, read before each answer (it also starts due refreshes); undefined
   * while the data is not in hand yet: the request is then rendered as if there were no cache. Only a version
   * known at once (not a promise) lets `current` find pages for the front door.
   */
  dataVersion(): string | undefined | Promise<string | undefined>;
  /** Whether this request may be answered from the cache (GET or HEAD of a public page, no signed-in editor). */
  cacheable(req: Request, res: Response): boolean;
  /** The key of a request's page: its language and URL. */
  keyOf(req: Request, res: Response): string;
  maxBytes: number;
  /** Renders under way at once; more wait their turn (a crowd of new query strings must not hold a render each). */
  maxRenders: number;
}

export interface KeptPage {
  version: string;
  status: number;
  /** The headers of the answer the page was kept from, but those each answer sets for itself. */
  headers: OutgoingHttpHeaders;
  /** The Content-Security-Policy of that answer, split where its nonce was. */
  policy?: [before: string, after: string];
  text: SplicedText;
  etag: string;
}

/** What one answer sends of its own: its nonce, and HSTS when the request came over HTTPS. */
export interface AnswerOptions {
  nonce: string;
  secure: boolean;
}

/** What one render produced: a page to keep, or an answer for this request only. */
type Rendered = { kept: KeptPage } | { passed: RenderedAnswer };

/** Headers of a render that are not kept: each answer sets its own. */
const unkeptHeaders = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
  "etag",
  "vary",
  "x-cache",
  "content-security-policy",
  "strict-transport-security",
]);

export interface PageCache {
  /** The page kept under `key`, if it is current (for the server's front door, front-door.ts). */
  current(key: string): KeptPage | undefined;
  /** Answers a request with a kept page, as a hit. */
  answer(req: IncomingMessage, res: ServerResponse, page: KeptPage, answer: AnswerOptions): void;
  /** Answers kept pages and renders and keeps the others: mount it where the pages are rendered. */
  middleware: RequestHandler;
  stats(): { hits: number; misses: number; bytes: number; pages: number };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const placeholder = randomBytes(16).toString("base64");
  const pages = new LRUCache<string, KeptPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page, key) => Math.max(1, page.text.keptBytes + key.length * 2 + 200),
  });
  const rendering = new Map<string, Promise<Rendered>>();
  // Waiting requests cost next to nothing; a render in progress holds its page and its data in memory.
  const renderSlots = pLimit(options.maxRenders);
  let hits = 0;
  let misses = 0;

  async function renderOnce(req: Request, res: Response, key: string, version: string): Promise<Rendered> {
    // The headers the middleware before set, with the nonce of this request in its policy.
    const earlier = res.getHeaders();
    const nonce = String(res.locals.cspNonce ?? "");
    const answer = await options.render(req, res, placeholder);
    if (!isKeepable(answer)) return { passed: answer };
    const text = await spliceText(answer.body, placeholder);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(earlier)) if (!unkeptHeaders.has(name) && value !== undefined) headers[name] = value;
    for (const [name, value] of answer.headers) if (!unkeptHeaders.has(name)) headers[name] = value;
    const policy = earlier["content-security-policy"];
    const etag = `W/"${createHash("sha256").update(answer.body).digest("base64url").slice(0, 27)}"`;
    const kept: KeptPage = { version, status: answer.status, headers, policy: splitPolicy(policy, nonce), text, etag };
    pages.set(key, kept);
    return { kept };
  }

  /** The page kept under `key`, when it is still of the data version `version`. */
  function currentPage(key: string, version: string): KeptPage | undefined {
    const page = pages.get(key);
    return page?.version === version ? page : undefined;
  }

  const middleware: RequestHandler = asyncHandler(async (req, res, next) => {
    try {
      if (!options.cacheable(req, res)) return next();
      const version = await options.dataVersion();
      if (version === undefined) return next();
      const key = options.keyOf(req, res);
      const answer = { nonce: String(res.locals.cspNonce ?? ""), secure: req.secure };
      const page = currentPage(key, version);
      if (page) {
        hits++;
        return sendKept(req, res, page, answer, "HIT");
      }
      misses++;
      const renderKey = `${version}\n${key}`;
      let pending = rendering.get(renderKey);
      if (!pending) {
        pending = renderSlots(() => renderOnce(req, res, key, version)).finally(() => rendering.delete(renderKey));
        rendering.set(renderKey, pending);
      }
      const rendered = await pending;
      if ("kept" in rendered) return sendKept(req, res, rendered.kept, answer, "MISS");
      sendPassed(req, res, rendered.passed, placeholder);
    } catch (error) {
      next(error);
    }
  });

  return {
    current(key) {
      const version = options.dataVersion();
      return typeof version === "string" ? currentPage(key, version) : undefined;
    },
    answer(req, res, page, answer) {
      hits++;
      sendKept(req, res, page, answer, "HIT");
    },
    middleware,
    stats: () => ({ hits, misses, bytes: pages.calculatedSize, pages: pages.size }),
  };
}

/** Only a complete page for everyone: 200, no cookie set, not marked private. */
function isKeepable(answer: RenderedAnswer): boolean {
  const cacheControl = answer.headers.get("cache-control") ?? "";
  return answer.status === 200 && !answer.headers.has("set-cookie") && !/no-store|private/.test(cacheControl);
}

/**
 * The encodings an Accept-Encoding header takes, of brotli and gzip, negotiated once per header text: a crowd's
 * browsers send a handful of texts, and negotiating each request took 2.5 % of a kept page's answer. At most
 * `MAX_KNOWN_ACCEPTS` texts of at most `MAX_KNOWN_ACCEPT_LENGTH` characters are kept (a client making up new ones only
 * empties the list; a longer one is negotiated each time).
 */
const acceptedEncodings = new Map<string, string[]>();
const MAX_KNOWN_ACCEPTS = 200;
const MAX_KNOWN_ACCEPT_LENGTH = 256;

function encodingsAccepted(req: IncomingMessage): string[] {
  // A missing header is told from an empty one (not the same to every version of the negotiator).
  const header = req.headers["accept-encoding"] ?? "\0none";
  let accepted = acceptedEncodings.get(header);
  if (!accepted) {
    accepted = new Negotiator(req).encodings(["br", "gzip"]);
    if (header.length > MAX_KNOWN_ACCEPT_LENGTH) return accepted;
    if (acceptedEncodings.size >= MAX_KNOWN_ACCEPTS) acceptedEncodings.clear();
    acceptedEncodings.set(header, accepted);
  }
  return accepted;
}

/** The encoding to answer with: brotli, then gzip, where the client takes them and the page has them. */
function chooseEncoding(req: IncomingMessage, text: SplicedText): "br" | "gzip" | undefined {
  const accepted = encodingsAccepted(req);
  if (text.brotli && accepted.includes("br")) return "br";
  if (text.gzip && accepted.includes("gzip")) return "gzip";
  return undefined;
}

/** A policy split around its nonce, so that each answer can put in its own. */
function splitPolicy(policy: unknown, nonce: string): [string, string] | undefined {
  if (typeof policy !== "string" || !nonce || !policy.includes(nonce)) return undefined;
  const at = policy.indexOf(nonce);
  return [policy.slice(0, at), policy.slice(at + nonce.length)];
}

/** If-None-Match names the page's ETag (weak comparison, as for GET). */
function matchesEtag(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => bare(tag) === bare(etag));
}

/** Writes a kept page as one answer: its headers, this answer's nonce and encoding, all in one `writeHead`. */
function sendKept(req: IncomingMessage, res: ServerResponse, page: KeptPage, answer: AnswerOptions, cache: "HIT" | "MISS") {
  const headers: OutgoingHttpHeaders = { ...page.headers, vary: "Accept-Encoding", etag: page.etag, "x-cache": cache };
  if (answer.secure) headers["strict-transport-security"] = STRICT_TRANSPORT_SECURITY;
  if (matchesEtag(req, page.etag)) {
    // The client's copy holds the nonce of the answer it came with: keep its policy, do not send a new one.
    res.removeHeader("content-security-policy");
    res.writeHead(304, headers);
    return void res.end();
  }
  if (page.policy) headers["content-security-policy"] = page.policy[0] + answer.nonce + page.policy[1];
  const encoding = chooseEncoding(req, page.text);
  const pieces = page.text.pieces(encoding ?? "identity", answer.nonce)!;
  if (encoding) headers["content-encoding"] = encoding;
  headers["content-length"] = pieces.reduce((length, piece) => length + piece.length, 0);
  res.writeHead(page.status, headers);
  if (req.method === "HEAD") return void res.end();
  // The kept pieces as they are, in one write to the socket (end() uncorks it).
  res.cork();
  for (const piece of pieces) res.write(piece);
  res.end();
}

/** An answer that is not kept (an error page, a redirect), sent as rendered with this response's nonce. */
function sendPassed(req: Request, res: Response, answer: RenderedAnswer, placeholder: string) {
  const nonce = String(res.locals.cspNonce ?? "");
  for (const [name, value] of answer.headers) if (!unkeptHeaders.has(name)) res.append(name, value);
  res.setHeader("X-Cache", "PASS");
  res.status(answer.status);
  res.send(req.method === "HEAD" ? undefined : answer.body.split(placeholder).join(nonce));
}
