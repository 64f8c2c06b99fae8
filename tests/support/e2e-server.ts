import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  stop(): Promise<void>;
}

/**
 * Starts the production build (`server/main.js`) on a port with a fresh data
 * directory and both test hosts as origins; resolves once /healthz answers.
 */
export async function startProductionServer(port: number, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  // A server left over on the port would answer the health check in this one's place.
  if (await answers(`http://127.0.0.1:${port}/healthz`)) throw new Error(`port ${port} is already in use`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-"));
  const server: ChildProcess = spawn(process.execPath, ["server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_ORIGIN_DE: `http://localhost:${port}`,
      SITE_ORIGIN_ES: `http://es.localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Never outlive the test process (e.g. a hook that timed out before it could stop the server).
  const killServer = () => server.kill("SIGTERM");
  process.once("exit", killServer);
  await waitForHealthy(`http://127.0.0.1:${port}/healthz`, server);
  return {
    async stop() {
      process.off("exit", killServer);
      server.kill("SIGTERM");
      if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitForHealthy(url: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`e2e server exited with code ${server.exitCode}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`e2e server not healthy at ${url} within 60 s`);
}
