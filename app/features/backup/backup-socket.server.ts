import type { RequestListener } from "node:http";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { DatabaseHandle } from "~/db/client.server";
import { askServer } from "~/lib/command-socket.server";
import { logger } from "~/lib/logger.server";
import { sealBackup } from "./backup-encryption";
import { writeBackup } from "./write-backup.server";

/**
 * `npm run backup` while the server runs on the embedded database: the server writes the backup of its own
 * database to the command socket (app/lib/command-socket.server.ts), `GET /backup`.
 */

export const BACKUP_COMMAND = "/backup";

/** The server's answer to `GET /backup`: a backup of `handle`. */
export const backupAnswer =
  (handle: Pick<DatabaseHandle, "db" | "kind">): RequestListener =>
  (_req, res) => {
    res.writeHead(200, { "content-type": "application/gzip" });
    writeBackup(handle, res).then(
      (summary) => logger.info(summary, "backup written for the backup command"),
      (error: unknown) => {
        logger.error({ err: error }, "backup for the backup command failed");
        // Cut off, so the command sees the failure instead of a short file.
        res.destroy();
      },
    );
  };

/** Writes the running server's backup (via its socket) to `output`, sealed with `key` when given. */
export async function backupFromServer(socketPath: string, output: Writable, key?: string): Promise<void> {
  const response = await askServer(socketPath, { method: "GET", path: BACKUP_COMMAND }).catch((error: unknown) => {
    output.destroy();
    throw error;
  });
  if (response.statusCode !== 200) {
    output.destroy();
    throw new Error(`the server answered ${response.statusCode} to the backup request`);
  }
  await (key ? pipeline(response, sealBackup(key), output) : pipeline(response, output));
  // A response the server cut off ends without error on some Node versions: only a complete one counts.
  if (!response.complete) throw new Error("the server stopped sending the backup");
}
