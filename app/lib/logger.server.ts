import pino, { type DestinationStream } from "pino";
import { loggedError } from "./logged-error";

/**
 * One structured JSON logger for the process (request logs come from pino-http with the same settings). Errors
 * are logged without the data they failed on (logged-error.ts). `destination` and `level` are for tests that read
 * the log.
 */
export const createLogger = ({ destination, level }: { destination?: DestinationStream; level?: string } = {}) =>
  pino(
    {
      level: level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
      redact: ["req.headers.cookie", "req.headers.authorization"],
      serializers: { err: loggedError },
    },
    destination,
  );

export const logger = createLogger();
