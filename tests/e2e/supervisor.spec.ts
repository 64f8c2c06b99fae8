import { readFileSync } from "node:fs";
import { expect, test } from "../support/test";
import { startProductionServer } from "../../scripts/production-server.mjs";
import { freePort } from "../support/ports";

/** The server process the supervisor started (its one child). */
function serverPid(supervisorPid: number): number {
  const children = readFileSync(`/proc/${supervisorPid}/task/${supervisorPid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  expect(children).toHaveLength(1);
  return Number(children[0]);
}

interface Health {
  status: string;
  process: { startedAt: string; restarts: number; lastExit: { code: number | null; signal: string | null; reason: string | null } | null };
}

/**
 * `npm start` and the container run the server under scripts/supervise.mjs: a server that dies, whatever the
 * reason, is started again within seconds and says so on /healthz and in the log; SIGTERM still ends both cleanly.
 */
test("a server that dies is started again within seconds; SIGTERM stops it for good", async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const supervised = await startProductionServer({ port, supervised: true, stdout: "pipe" });
  let log = "";
  supervised.child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const health = async (): Promise<Health | undefined> => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
    return response?.ok ? ((await response.json()) as Health) : undefined;
  };
  try {
    const first = (await health())!;
    expect(first.process).toMatchObject({ restarts: 0, lastExit: null });

    const server = serverPid(supervised.child.pid!);
    process.kill(server, "SIGKILL");
    const killedAt = Date.now();
    await expect.poll(async () => (await health())?.process.restarts, { timeout: 30_000, intervals: [100] }).toBe(1);
    const back = (await health())!;
    expect(Date.now() - killedAt).toBeLessThan(15_000);
    expect(back.status).toBe("ok");
    expect(Date.parse(back.process.startedAt)).toBeGreaterThan(Date.parse(first.process.startedAt));
    expect(back.process.lastExit).toMatchObject({ code: null, signal: "SIGKILL" });
    expect(serverPid(supervised.child.pid!)).not.toBe(server);
    const line = log.split("\n").find((text) => text.includes("server exited unexpectedly"));
    expect(JSON.parse(line!)).toMatchObject({
      level: 50,
      msg: "server exited unexpectedly (SIGKILL): starting it again in 1 s",
      restarts: 1,
    });

    supervised.child.kill("SIGTERM");
    expect(await supervised.exited).toBe(0);
    expect(log).toContain("Shutdown complete");
    expect(await health()).toBeUndefined();
  } finally {
    await supervised.stop();
  }
});
