import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "~/db/client.server";
import { backends, newPgliteDirectory } from "../support/databases";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";

/**
 * No mail is lost when the server process dies between the commit of a
 * submission and the delivery of its mail: a real process with the production
 * lease and poll interval is killed (SIGKILL) while its SMTP delivery hangs, a
 * new one starts, the mail arrives once and within two minutes of the restart.
 */

const bundle = path.resolve("node_modules/.cache/forms-crash/outbox-process.mjs");

beforeAll(async () => {
  await build({
    entryPoints: [path.resolve("tests/support/outbox-process.ts")],
    outfile: bundle,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.resolve("tsconfig.json"),
    logLevel: "error",
  });
}, 60_000);

interface Running {
  process: ChildProcess;
  port: number;
}

function startProcess(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ process: child, port: Number(port) });
    });
    child.once("exit", (code) => reject(new Error(`outbox process exited early (${code})`)));
  });
}

function stop(running: Running, signal: NodeJS.Signals) {
  return new Promise<void>((resolve) => {
    if (running.process.exitCode !== null || running.process.signalCode !== null) return resolve();
    running.process.once("exit", () => resolve());
    running.process.kill(signal);
  });
}

/** The promise to an operator: after a restart every mail goes out within two minutes. */
const DELIVERY_AFTER_RESTART_MS = 2 * 60_000;

async function until(condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const submission = {
  formType: "contact",
  locale: "de",
  data: { name: "Crash Test", email: "crash@example.org", message: "Diese Nachricht überlebt einen Absturz.", privacyAccepted: true },
};

describe.each(backends)("server killed between commit and delivery ($name)", ({ name, skip, create }) => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it.skipIf(skip)(
    "the restarted server delivers the mails within two minutes, each exactly once",
    async () => {
      const work = mkdtempSync(path.join(tmpdir(), "forms-crash-"));
      const postgres = name === "postgres" ? await create() : undefined;
      const pgliteDir = postgres ? path.join(work, "pglite") : await newPgliteDirectory(work);
      const databaseEnv: Record<string, string> = postgres?.url ? { DATABASE_URL: postgres.url } : { PGLITE_DIR: pgliteDir };
      const env = { ...databaseEnv, SMTP_URL: smtp.url };
      try {
        smtp.setMode("hang");
        const first = await startProcess(env);
        const answer = await fetch(`http://127.0.0.1:${first.port}/submit`, { method: "POST", body: JSON.stringify(submission) });
        expect(await answer.json()).toEqual({ status: "accepted", id: expect.any(String) });
        await until(() => smtp.hungDeliveries > 0);
        await stop(first, "SIGKILL");

        smtp.setMode("accept");
        const second = await startProcess(env);
        // The association's mail and the visitor's receipt: the one cut off is sent again, the other once.
        await smtp.waitForMails(2, DELIVERY_AFTER_RESTART_MS);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await stop(second, "SIGTERM");
        expect(smtp.mails.map((mail) => [mail.to, mail.replyTo]).sort()).toEqual([
          ["crash@example.org", "info@hundehilfe-example.de"],
          ["info@hundehilfe-example.de", "crash@example.org"],
        ]);

        const database = postgres ?? (await openDatabase({ pgliteDir }));
        const rows = await queryRows<{ status: string; attempts: number }>(
          database.db,
          sql`select status, attempts from outbox_messages order by attempts`,
        );
        expect(rows).toEqual([
          { status: "sent", attempts: 1 },
          { status: "sent", attempts: 2 },
        ]);
        if (!postgres) await database.close();
      } finally {
        await postgres?.destroy();
        rmSync(work, { recursive: true, force: true });
      }
    },
    // Room for the two-minute promise plus starting two processes (PGlite migrates its database at the first start).
    DELIVERY_AFTER_RESTART_MS + 90_000,
  );
});
