import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { loggedError } from "~/lib/logged-error";
import { loggedPath } from "~/lib/logged-path";
import { logger as processLogger } from "~/lib/logger.server";

/**
 * One short line per request: enough to follow a visitor's path (404s included) without logging personal headers,
 * secrets or personal data of a query (logged-path.ts), nor the values an error failed on (logged-error.ts).
 */
const serializers = {
  req: (req: { method?: string; url?: string; headers: IncomingMessage["headers"] }) => ({
    method: req.method,
    url: req.url && loggedPath(req.url),
    host: req.headers.host,
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  err: loggedError,
};

const levelOf = (res: { statusCode: number }, error?: unknown) =>
  error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info";

/** The log line of every request the app answers (pino-http); `logger` is for tests that read the log. */
export function requestLog({ logger = processLogger }: { logger?: Logger } = {}): RequestHandler {
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
    if (!processLogger.isLevelEnabled(level)) return;
    processLogger[level]({ req: serializers.req(req), res: serializers.res(res), responseTime: Date.now() - started }, "request completed");
  });
}
