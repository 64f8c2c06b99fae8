import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { logger } from "~/lib/logger.server";
import { withoutSignInToken } from "./workspace";

/** One short line per request: enough to follow a visitor's path (404s included) without logging personal headers. */
const serializers = {
  req: (req: { method?: string; url?: string; headers: IncomingMessage["headers"] }) => ({
    method: req.method,
    url: req.url && withoutSignInToken(req.url),
    host: req.headers.host,
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
};

const levelOf = (res: { statusCode: number }, error?: unknown) =>
  error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info";

/** The log line of every request the app answers (pino-http). */
export function requestLog(): RequestHandler {
  return pinoHttp({
    logger,
    // Neither the assets nor the metrics scrapes (every few seconds) are worth a line each.
    autoLogging: { ignore: (req) => (req.url?.startsWith("/assets/") || req.url === "/metrics") ?? false },
    serializers,
    customLogLevel: (_req, res, error) => levelOf(res, error),
  });
}

/** The same line for a request answered before the app (a kept page at the front door), once it is sent. */
export function logAnswer(req: IncomingMessage, res: ServerResponse) {
  const started = Date.now();
  res.once("finish", () => {
    const level = levelOf(res);
    if (!logger.isLevelEnabled(level)) return;
    logger[level]({ req: serializers.req(req), res: serializers.res(res), responseTime: Date.now() - started }, "request completed");
  });
}
