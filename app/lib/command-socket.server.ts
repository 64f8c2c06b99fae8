import { chmodSync, rmSync } from "node:fs";
import { type IncomingMessage, type RequestListener, createServer, request } from "node:http";
import path from "node:path";

/**
 * The embedded database belongs to the server's process: while it runs, the operator's commands
 * (`npm run backup`, `npm run editor`) ask it over a Unix socket beside the database, which only the server's
 * own user may open (the file's permissions are the whole access control: nothing listens on the network).
 */
export const commandSocketIn = (dataDir: string) => path.join(dataDir, "server.sock");

/** What the socket answers: a handler per `METHOD /path`; anything else is 404. */
export type CommandRoutes = Record<`${"GET" | "POST"} /${string}`, RequestListener>;

/** Listens on `socketPath` for the commands of `routes`; returns the stop. */
export async function serveCommands(socketPath: string, routes: CommandRoutes): Promise<() => Promise<void>> {
  const handlers = new Map<string, RequestListener>(Object.entries(routes));
  const server = createServer((req, res) => {
    const handler = handlers.get(`${req.method} ${req.url}`);
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  // A socket left by a server that did not shut down cleanly would refuse the listen.
  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/** Sends one command to the server on `socketPath`; resolves with its answer as it begins. */
export function askServer(socketPath: string, command: { method: "GET" | "POST"; path: string; body?: string }): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers = command.body === undefined ? {} : { "content-type": "application/json" };
    request({ socketPath, path: command.path, method: command.method, headers }, resolve).once("error", reject).end(command.body);
  });
}
