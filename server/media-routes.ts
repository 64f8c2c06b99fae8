import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type Request, type Response, Router } from "express";
import { asyncHandler } from "~/lib/async-handler.server";
import type { Database } from "~/db/client.server";
import { contentDatabase } from "~/features/content/content-db.server";
import { isMediaBucket, mediaUrlPrefix, storagePathFromUrl } from "~/features/media/media-url";
import { BusyError } from "~/features/media/bounded-work.server";
import { type MediaAnswer, type OriginalAnswer, type VariantMaker, mediaReader } from "~/features/media/media-reader.server";
import { immutableCaching } from "~/features/media/variant-format";
import { parseMediaQuery } from "~/features/media/variant-url";
import { answerWithAllow } from "./answer-with-allow";
import { routerUrl } from "./request-target";

export interface MediaRoutesOptions {
  /** The database holding the buckets; the app's, with the sample pictures imported, by default. */
  database?: () => Promise<Database>;
  /** How a copy is made (tests count the conversions). */
  makeVariant?: VariantMaker;
}

const notFound = (res: Response) => res.status(404).type("text/plain").send("Not Found");

/** An answer for good: its path is never reused, so browsers and proxies keep it a year and revalidate by ETag. */
function send(res: Response, answer: MediaAnswer) {
  res.set({ "Cache-Control": immutableCaching, ETag: answer.etag });
  // res.send answers 304 when the request's If-None-Match names this ETag.
  res.type(answer.contentType).send(answer.body);
}

/**
 * An original, its pieces read from the database as they are sent (a slow download holds one piece, not the
 * picture); 304 when the request names its ETag, the headers alone for HEAD.
 */
async function sendOriginal(req: Request, res: Response, answer: OriginalAnswer) {
  res.set({ "Cache-Control": immutableCaching, ETag: answer.etag });
  res.type(answer.contentType);
  if (req.fresh) return void res.status(304).end();
  res.set("Content-Length", String(answer.size));
  if (req.method === "HEAD") return void res.end();
  await pipeline(Readable.from(answer.pieces()), res).catch((error: unknown) => {
    // A visitor who leaves during a download is no failure of ours.
    if (!req.socket.destroyed) throw error;
  });
}

/**
 * The public media buckets from the database (docs/decisions/0015-pictures-in-the-database.md):
 * `/media/<bucket>/<path>` is the picture as stored, `…?w=<width>&format=<avif|webp>` a copy at one
 * of the fixed widths. Anything else under /media is not found.
 */
export function mediaRoutes(options: MediaRoutesOptions = {}): Router {
  const reader = mediaReader(options.database ?? contentDatabase, options.makeVariant);
  const router = Router();

  router.use(
    mediaUrlPrefix,
    asyncHandler(async (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return answerWithAllow(res, req.method, ["GET", "HEAD", "OPTIONS"]);
      // req.path is still percent-encoded: "/<bucket>/<segment>/…".
      const [, bucket = "", ...segments] = req.path.split("/");
      const path = storagePathFromUrl(segments.join("/"));
      const request = parseMediaQuery(routerUrl(req).searchParams);
      if (!isMediaBucket(bucket) || path === null || request.kind === "invalid") return notFound(res);
      try {
        if (request.kind === "variant") {
          const answer = await reader.variant(bucket, path, request.width, request.format);
          return answer ? send(res, answer) : notFound(res);
        }
        const answer = await reader.original(bucket, path);
        if (!answer) return notFound(res);
        await sendOriginal(req, res, answer);
      } catch (error) {
        if (!(error instanceof BusyError)) return next(error);
        res.set({ "Retry-After": "10", "Cache-Control": "no-store" }).status(503).type("text/plain").send("Busy");
      }
    }),
  );

  return router;
}
