import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { openDatabase } from "~/db/client.server";
import { createMailWorker, smtpSender } from "~/platform/mail/mail-worker.server";
import { submitForm } from "~/features/forms/submit.server";

/**
 * A stand-in for the server process in the crash test (bundled and spawned by
 * tests/integration/forms-crash.test.ts): the real submission service and
 * mail worker with its production timing (lease, poll interval) on a real
 * database, behind `POST /submit`. Prints its port.
 *
 * Environment: DATABASE_URL or PGLITE_DIR, SMTP_URL.
 */

const database = await openDatabase({ url: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR });
const sender = smtpSender(process.env.SMTP_URL ?? "");
const worker = createMailWorker({
  database: async () => database.db,
  send: sender.send,
  logger: { info() {}, warn() {}, error: (details, message) => console.error(message, details) },
});
worker.start();

const server = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => {
    body += chunk.toString();
  });
  // The promise is dropped as the listener's was before: a failure is an unhandled rejection.
  req.on("end", () => void answer());
  async function answer() {
    const outcome = await submitForm(database.db, JSON.parse(body));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(outcome));
  }
});
server.listen(0, "127.0.0.1", () => console.log(`listening ${(server.address() as AddressInfo).port}`));

process.on("SIGTERM", () => void stop());
async function stop() {
  server.close();
  await worker.stop();
  sender.close();
  await database.close();
  process.exit(0);
}
