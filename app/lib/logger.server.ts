import pino from "pino";

/** One structured JSON logger for the process (request logs come from pino-http with the same settings). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  redact: ["req.headers.cookie", "req.headers.authorization"],
});
