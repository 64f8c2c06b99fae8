import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { loggedError } from "~/lib/logged-error";
import { loggedPath } from "~/lib/logged-path";
import { createLogger, logger as processLogger } from "~/lib/logger.server";

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

/**
 * The logger of the front door's lines: the process logger's output and level, without its redaction of headers
 * (these lines hold none; looking for them in each line took 3 % of a kept page's answer).
 */
const keptPageLogger = createLogger({ redactHeaders: false });

/**
 * The line of a kept page answered before the app (front-door.ts), once it is sent, at level debug (decision 0069):
 * such an answer is a 200 or 304 of a public page, counted by route and status in /metrics and as a page view in
 * the insights; a line for each cost a kept page's answer an eighth of its processor time, and a crowd's thousands
 * of identical lines a second told an operator nothing more. `LOG_LEVEL=debug` writes them.
 */
export function logAnswer(req: IncomingMessage, res: ServerResponse) {
  if (!keptPageLogger.isLevelEnabled("debug")) return;
  const started = Date.now();
  res.once("finish", () =>
    keptPageLogger.debug({ req: serializers.req(req), res: serializers.res(res), responseTime: Date.now() - started }, "request completed"),
  );
}
