import path from "node:path";
import express, { type Router } from "express";
import { dataDir } from "~/config/env.server";
import { copySampleMedia } from "~/features/content-seed/seed.server";
import { logger } from "~/lib/logger.server";
import { mediaBuckets, mediaUrlPrefix } from "./media";

/** Editors replace a file under a new name, so a month of browser caching is safe. */
const MEDIA_MAX_AGE = "30d";

/**
 * Serves the public media buckets from `${DATA_DIR}/media/<bucket>/…` at
 * `/media/<bucket>/…`. The sample images are copied in before the first
 * file is served. express.static resolves paths safely (no "..", no dot
 * files) and sets content type, ETag and Last-Modified.
 */
export function contentMediaRoute(): Router {
  const root = path.join(dataDir(), "media");
  let sampleMedia: Promise<void> | undefined;
  const buckets = express.Router();
  buckets.use((_req, _res, next) => {
    sampleMedia ??= copySampleMedia(root).catch((error: unknown) => {
      sampleMedia = undefined;
      logger.error({ err: error }, "copying the sample media failed");
    });
    sampleMedia.then(() => next());
  });
  for (const bucket of mediaBuckets) {
    buckets.use(
      `/${bucket}`,
      express.static(path.join(root, bucket), { index: false, maxAge: MEDIA_MAX_AGE, dotfiles: "ignore", redirect: false }),
    );
  }
  buckets.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return express.Router().use(mediaUrlPrefix, buckets);
}
