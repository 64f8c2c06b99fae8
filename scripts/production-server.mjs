// Starts the production build (`node server/main.js`, with the memory settings of `npm start`) on a port with a fresh
// data directory, for the bench scripts and the tests that need a server of their own. Not supervised unless asked:
// a test's server that dies must fail the test, not come back unnoticed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { memoryEnv, memoryFlags } from "./server-memory.mjs";

/**
 * Resolves once /healthz answers; `stop()` sends SIGTERM, waits for the exit
 * and removes the data directory. `exited` resolves with the exit code. `cwd`:
 * the checkout whose build runs (default this one), e.g. another branch's to compare with. `supervised`: run it as
 * `npm start` does, under scripts/supervise.mjs (`child` is then the supervisor).
 * @param {{ port: number, env?: Record<string, string>, stdout?: "ignore" | "pipe" | "inherit", cwd?: string,
 *   supervised?: boolean }} options
 * @returns {Promise<{ origins: { de: string, es: string }, child: import("node:child_process").ChildProcess,
 *   exited: Promise<number | null>, stop: () => Promise<void> }>}
 */
export async function startProductionServer({ port, env = {}, stdout = "ignore", cwd, supervised = false }) {
  // A server left over on the port would answer the health check in this one's place.
  if (await answers(`http://127.0.0.1:${port}/healthz`)) throw new Error(`port ${port} is already in use`);
  const origins = { de: `http://localhost:${port}`, es: `http://es.localhost:${port}` };
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-server-"));
  const child = spawn(process.execPath, supervised ? ["scripts/supervise.mjs"] : [...memoryFlags, "server/main.js"], {
    env: {
      ...process.env,
      ...memoryEnv,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_ORIGIN_DE: origins.de,
      SITE_ORIGIN_ES: origins.es,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "error",
      ...env,
    },
    stdio: ["ignore", stdout, "inherit"],
    cwd,
  });
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  // Never outlive the calling process (e.g. a test hook that timed out before it could stop the server).
  const killChild = () => child.kill("SIGTERM");
  process.once("exit", killChild);
  async function stop() {
    process.off("exit", killChild);
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  const deadline = Date.now() + 60_000;
  while (!(await answers(`http://127.0.0.1:${port}/healthz`))) {
    // A server that did not come up is stopped and its data directory removed, as after a run.
    const ended = child.exitCode !== null || child.signalCode !== null;
    if (ended || Date.now() > deadline) {
      const reason = ended
        ? `server exited (code ${child.exitCode}, signal ${child.signalCode})`
        : `server not healthy on port ${port} within 60 s`;
      await stop();
      throw new Error(reason);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origins, child, exited, stop };
}

/** @param {string} url */
function answers(url) {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}
