import { createHash, randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { type SplicedText, spliceText } from "./spliced-text";
import { taskLimit } from "./task-limit";

/**
 * The page cache: an anonymous GET of a public page (no session, no form answer) is rendered once per
 * language, path and query and answered from memory until the data it shows changes. Every answer still gets
 * a fresh CSP nonce: pages are rendered with a per-process placeholder that each answer replaces with the
 * response's own nonce, in the kept compressed forms too (spliced-text.ts). Memory is bounded by bytes (least
 * recently used first), so random query strings cannot fill it; a page is kept under the data version it was
 * rendered from, so a new dog list or a changed post re-renders it on the next request.
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
   * while the data is not in hand yet: the request is then rendered as if there were no cache.
   */
  dataVersion(): Promise<string | undefined>;
  /** Whether this request may be answered from the cache (GET or HEAD of a public page, no session). */
  cacheable(req: Request): boolean;
  /** The key of a request's page: its language and URL. */
  keyOf(req: Request, res: Response): string;
  maxBytes: number;
  /** Renders under way at once; more wait their turn (a crowd of new query strings must not hold a render each). */
  maxRenders: number;
}

interface KeptPage {
  version: string;
  status: number;
  headers: [string, string][];
  text: SplicedText;
  etag: string;
}

/** What one render produced: a page to keep, or an answer for this request only. */
type Rendered = { kept: KeptPage } | { passed: RenderedAnswer };

/** Headers of a render that are not kept: each answer sets its own. */
const unkeptHeaders = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "connection", "etag", "vary"]);

export interface PageCache {
  /** Answers a request whose page is kept, else passes it on: mount it early, before the work a kept page needs none of. */
  hits: RequestHandler;
  /** Renders and keeps the pages `hits` passed on: mount it where the pages are rendered. */
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
  const renderSlots = taskLimit(options.maxRenders);
  let hits = 0;
  let misses = 0;

  async function renderOnce(req: Request, res: Response, key: string, version: string): Promise<Rendered> {
    const answer = await options.render(req, res, placeholder);
    if (!isKeepable(answer)) return { passed: answer };
    const text = await spliceText(answer.body, placeholder);
    const headers = [...answer.headers.entries()].filter(([name]) => !unkeptHeaders.has(name));
    const etag = `W/"${createHash("sha256").update(answer.body).digest("base64url").slice(0, 27)}"`;
    const kept = { version, status: answer.status, headers, text, etag };
    pages.set(key, kept);
    return { kept };
  }

  /** The kept page of a request, when it is still current. */
  async function keptPage(req: Request, res: Response): Promise<{ key: string; version: string; page?: KeptPage } | undefined> {
    if (!options.cacheable(req)) return undefined;
    const version = await options.dataVersion();
    if (version === undefined) return undefined;
    const key = options.keyOf(req, res);
    const page = pages.get(key);
    return { key, version, page: page?.version === version ? page : undefined };
  }

  const hitsOnly: RequestHandler = async (req, res, next) => {
    try {
      const found = await keptPage(req, res);
      if (!found?.page) return next();
      hits++;
      sendKept(req, res, found.page, "HIT");
    } catch (error) {
      next(error);
    }
  };

  const middleware: RequestHandler = async (req, res, next) => {
    try {
      const found = await keptPage(req, res);
      if (!found) return next();
      const { key, version, page } = found;
      if (page) {
        hits++;
        return sendKept(req, res, page, "HIT");
      }
      misses++;
      const renderKey = `${version}\n${key}`;
      let pending = rendering.get(renderKey);
      if (!pending) {
        pending = renderSlots.run(() => renderOnce(req, res, key, version)).finally(() => rendering.delete(renderKey));
        rendering.set(renderKey, pending);
      }
      const rendered = await pending;
      if ("kept" in rendered) return sendKept(req, res, rendered.kept, "MISS");
      sendPassed(req, res, rendered.passed, placeholder);
    } catch (error) {
      next(error);
    }
  };

  return {
    hits: hitsOnly,
    middleware,
    stats: () => ({ hits, misses, bytes: pages.calculatedSize, pages: pages.size }),
  };
}

/** Only a complete page for everyone: 200, no cookie set, not marked private. */
function isKeepable(answer: RenderedAnswer): boolean {
  const cacheControl = answer.headers.get("cache-control") ?? "";
  return answer.status === 200 && !answer.headers.has("set-cookie") && !/no-store|private/.test(cacheControl);
}

/** The encoding to answer with: brotli, then gzip, where the client takes them and the page has them. */
function chooseEncoding(req: Request, text: SplicedText): "br" | "gzip" | undefined {
  if (text.brotli && req.acceptsEncodings("br") === "br") return "br";
  if (text.gzip && req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return undefined;
}

/** If-None-Match names the page's ETag (weak comparison, as for GET). */
function matchesEtag(req: Request, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => bare(tag) === bare(etag));
}

function sendKept(req: Request, res: Response, page: KeptPage, cache: "HIT" | "MISS") {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Cache", cache);
  if (matchesEtag(req, page.etag)) {
    // The client's copy holds the nonce of the answer it came with: keep its policy, do not send a new one.
    res.removeHeader("Content-Security-Policy");
    return void res.status(304).end();
  }
  const nonce = String(res.locals.cspNonce ?? "");
  const encoding = chooseEncoding(req, page.text);
  const body = encoding === "br" ? page.text.brotli!(nonce) : encoding === "gzip" ? page.text.gzip!(nonce) : page.text.identity(nonce);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(page.status);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** An answer that is not kept (an error page, a redirect), sent as rendered with this response's nonce. */
function sendPassed(req: Request, res: Response, answer: RenderedAnswer, placeholder: string) {
  const nonce = String(res.locals.cspNonce ?? "");
  for (const [name, value] of answer.headers) if (!unkeptHeaders.has(name)) res.append(name, value);
  res.setHeader("X-Cache", "PASS");
  res.status(answer.status);
  res.send(req.method === "HEAD" ? undefined : answer.body.split(placeholder).join(nonce));
}
