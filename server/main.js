// Process entry: starts the HTTP server (production build, or Vite in dev mode)
// and shuts down gracefully on SIGTERM/SIGINT, finishing in-flight requests.
import { createServer } from "node:http";
import express from "express";

const dev = process.argv.includes("--dev");
if (dev) process.env.NODE_ENV ??= "development";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const SHUTDOWN_GRACE_MS = 10_000;

/** @typedef {typeof import("./app")} App The server build's entry is server/app.ts. */
/** @type {App} */
let application;
/** The request handler: the site's app, behind Vite's middleware in development. */
/** @type {import("node:http").RequestListener} */
let handler;

if (dev) {
  const server = express();
  server.disable("x-powered-by");
  const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  // Loaded per request so that server code changes apply without a restart.
  const load = () => vite.ssrLoadModule("./server/app.ts");
  application = /** @type {App} */ (await load());
  /** @type {(...args: Parameters<import("express").RequestHandler>) => Promise<void>} */
  const throughApp = async (req, res, next) => {
    try {
      /** @type {App} */ (await load()).app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  };
  // Express 4 drops the promise an async handler returns; this one passes its failures on to next().
  server.use((req, res, next) => void throughApp(req, res, next));
  handler = server;
} else {
  // Not a literal: the type check runs where nothing is built yet, so the types come from the source (App).
  application = /** @type {App} */ (await import(new URL("../build/server/index.js", import.meta.url).href));
  handler = application.handleRequest;
}

try {
  // Migrations run before the first request is accepted.
  await application.startApp();
} catch (error) {
  console.error("Startup failed: the database could not be opened or migrated.", error);
  process.exit(1);
}

const listener = createServer(handler).listen(port, host, () => {
  console.log(`Server listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}${dev ? " (development)" : ""}`);
  console.log(application.startupText());
});

let shuttingDown = false;
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal} received: finishing in-flight requests`);
  const force = setTimeout(() => {
    console.error("Shutdown grace period over: closing remaining connections");
    listener.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  // close() stops accepting connections, closes idle keep-alive sockets and waits for active requests.
  await new Promise((resolve) => listener.close(resolve));
  await application.stopApp();
  clearTimeout(force);
  console.log("Shutdown complete");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
