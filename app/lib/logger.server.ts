import pino, { type DestinationStream } from "pino";
import { batchedLines } from "./batched-lines.server";
import { loggedError } from "./logged-error";

/** The process's standard output for its log lines: one write per turn of the event loop (batched-lines.server.ts). */
const standardOutput = batchedLines();

/**
 * One structured JSON logger for the process (request logs come from pino-http with the same settings). Errors
 * are logged without the data they failed on (logged-error.ts). `destination` and `level` are for tests that read
 * the log; `redactHeaders: false` for lines that never hold a request's headers.
 */
export const createLogger = ({
  destination,
  level,
  redactHeaders = true,
}: { destination?: DestinationStream; level?: string; redactHeaders?: boolean } = {}) =>
  pino(
    {
      level: level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
      redact: redactHeaders ? ["req.headers.cookie", "req.headers.authorization"] : undefined,
      serializers: { err: loggedError },
    },
    destination ?? standardOutput,
  );

export const logger = createLogger();
