import { chmodSync, rmSync } from "node:fs";
import { type IncomingMessage, createServer, request } from "node:http";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { DatabaseHandle } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { writeBackup } from "./write-backup.server";

/**
 * The embedded database belongs to the server's process: while it runs, `npm run backup` asks it for the backup
 * over a Unix socket beside the database, which only the server's own user may open (the file's permissions
 * are the whole access control: nothing listens on the network for it).
 */
export const backupSocketIn = (dataDir: string) => path.join(dataDir, "backup.sock");

/** Answers `GET /backup` on `socketPath` with a backup of `handle`; returns the stop. */
export async function serveBackups(socketPath: string, handle: Pick<DatabaseHandle, "db" | "kind">): Promise<() => Promise<void>> {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/backup") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/gzip" });
    writeBackup(handle, res).then(
      (summary) => logger.info(summary, "backup written for the backup command"),
      (error: unknown) => {
        logger.error({ err: error }, "backup for the backup command failed");
        // Cut off, so the command sees the failure instead of a short file.
        res.destroy();
      },
    );
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

/** Writes the running server's backup (via its socket) to `output`. */
export async function backupFromServer(socketPath: string, output: Writable): Promise<void> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request({ socketPath, path: "/backup", method: "GET" }, resolve).once("error", reject).end();
  }).catch((error: unknown) => {
    output.destroy();
    throw error;
  });
  if (response.statusCode !== 200) {
    output.destroy();
    throw new Error(`the server answered ${response.statusCode} to the backup request`);
  }
  await pipeline(response, output);
  // A response the server cut off ends without error on some Node versions: only a complete one counts.
  if (!response.complete) throw new Error("the server stopped sending the backup");
}
