// Process entry: starts the HTTP server (production build, or Vite in dev mode)
// and shuts down gracefully on SIGTERM/SIGINT, finishing in-flight requests.
import { createServer } from "node:http";
import express from "express";

const dev = process.argv.includes("--dev");
if (dev) process.env.NODE_ENV ??= "development";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const SHUTDOWN_GRACE_MS = 10_000;

let application;
/** The request handler: the site's app, behind Vite's middleware in development. */
let handler;

if (dev) {
  const server = express();
  server.disable("x-powered-by");
  const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  // Loaded per request so that server code changes apply without a restart.
  const load = () => vite.ssrLoadModule("./server/app.ts");
  application = await load();
  server.use(async (req, res, next) => {
    try {
      (await load()).app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
  handler = server;
} else {
  application = await import("../build/server/index.js");
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
