import { finished } from "node:stream/promises";
import { type Response, Router } from "express";
import type { Database } from "~/db/client.server";
import { contentDatabase } from "~/features/content/content-db.server";
import { isMediaBucket, mediaUrlPrefix, storagePathFromUrl } from "~/features/content/media";
import { BusyError, originalDelivery } from "~/features/media/bounded-work.server";
import { type MediaAnswer, type VariantMaker, mediaReader } from "~/features/media/media-reader.server";
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
 * The public media buckets from the database (docs/decisions/0015-pictures-in-the-database.md):
 * `/media/<bucket>/<path>` is the picture as stored, `…?w=<width>&format=<avif|webp>` a copy at one
 * of the fixed widths. Anything else under /media is not found.
 */
export function mediaRoutes(options: MediaRoutesOptions = {}): Router {
  const reader = mediaReader(options.database ?? contentDatabase, options.makeVariant);
  const router = Router();

  router.use(mediaUrlPrefix, async (req, res, next) => {
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
      // An original may be 20 MB: only a few are read and sent at a time, each until its last byte left.
      await originalDelivery(async () => {
        const answer = await reader.original(bucket, path);
        if (!answer) return void notFound(res);
        send(res, answer);
        await finished(res).catch(() => {});
      });
    } catch (error) {
      if (!(error instanceof BusyError)) return next(error);
      res.set({ "Retry-After": "10", "Cache-Control": "no-store" }).status(503).type("text/plain").send("Busy");
    }
  });

  return router;
}
