// Process entry: starts the HTTP server (production build, or Vite in dev mode)
// and shuts down gracefully on SIGTERM/SIGINT, finishing in-flight requests.
import express from "express";

const dev = process.argv.includes("--dev");
if (dev) process.env.NODE_ENV ??= "development";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const SHUTDOWN_GRACE_MS = 10_000;

const server = express();
server.disable("x-powered-by");
let stopBackgroundWork = async () => {};

if (dev) {
  const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  server.use(async (req, res, next) => {
    try {
      const { app } = await vite.ssrLoadModule("./server/app.ts");
      app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  const build = await import("../build/server/index.js");
  server.use(build.app);
  stopBackgroundWork = build.runShutdownHooks;
}

const listener = server.listen(port, host, () => {
  console.log(`Server listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}${dev ? " (development)" : ""}`);
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
  // close() stops accepting connections, waits for active requests and closes idle keep-alive sockets.
  await new Promise((resolve) => listener.close(resolve));
  await stopBackgroundWork();
  clearTimeout(force);
  console.log("Shutdown complete");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
