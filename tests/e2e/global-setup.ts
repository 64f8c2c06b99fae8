import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { e2eOrigins, e2ePort } from "../support/ports";

/**
 * Starts the production server (built by `npm test` before) on a fresh data
 * directory, with both test hosts as its origins, and stops it afterwards.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-"));
  const origins = e2eOrigins();
  const server: ChildProcess = spawn(process.execPath, ["server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(e2ePort()),
      HOST: "127.0.0.1",
      SITE_ORIGIN_DE: origins.de,
      SITE_ORIGIN_ES: origins.es,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "error",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealthy(`http://127.0.0.1:${e2ePort()}/healthz`, server);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealthy(url: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`e2e server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`e2e server not healthy at ${url} within 60 s`);
}
