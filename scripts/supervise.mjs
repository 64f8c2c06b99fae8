// `npm start` and the container's command: runs the server (server/main.js) with its memory settings and starts it
// again when it dies, so that no crash keeps the site down until someone restarts it by hand (decision 0033).
//
// A server that exits on its own with a failure (a crash, running out of memory, a database not reachable at start)
// is started again after 1 s, and after twice as long each time it dies within a minute of starting (at most 30 s),
// with one log line saying why (its exit code or signal and the last lines it wrote to stderr). SIGTERM and SIGINT
// go to the server, which finishes its requests; the supervisor then exits with the server's code. The server
// learns how often it was started again and why the last one ended (SUPERVISOR_RESTARTS, SUPERVISOR_LAST_EXIT),
// which /healthz reports.
import { spawn } from "node:child_process";
import { hostname } from "node:os";
import { fileURLToPath } from "node:url";
import { memoryEnv, memoryFlags } from "./server-memory.mjs";

const entry = fileURLToPath(new URL("../server/main.js", import.meta.url));
const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 30_000;
/** A server that ran this long before it died starts again after the first delay. */
const STEADY_MS = 60_000;
const STDERR_LINES_KEPT = 12;

/** @type {import("node:child_process").ChildProcessByStdio<null, null, import("node:stream").Readable> | undefined} */
let server;
/** @type {NodeJS.Signals | undefined} */
let stopping;
let restarts = 0;
/** How many times in a row the server died within a minute of starting. */
let quickDeaths = 0;
/** @type {{ at: string; code: number | null; signal: NodeJS.Signals | null; reason: string | null } | undefined} */
let lastExit;

/** One JSON line like the server's own log (pino's shape), so that one log reader takes both. */
/** @type {(level: number, fields: Record<string, unknown>, msg: string) => void} */
const log = (level, fields, msg) =>
  console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: hostname(), ...fields, msg }));

/** The line of a dying server's stderr that says why: Node's fatal error, else the last error line, else the last. */
/** @type {(lines: string[]) => string | null} */
const reasonIn = (lines) =>
  lines.find((line) => line.includes("FATAL ERROR")) ?? lines.findLast((line) => /error/i.test(line)) ?? lines.at(-1) ?? null;

function start() {
  const startedAt = Date.now();
  /** @type {string[]} */
  const stderrTail = [];
  server = spawn(process.execPath, [...memoryFlags, entry, ...process.argv.slice(2)], {
    env: {
      ...process.env,
      ...memoryEnv,
      SUPERVISOR_RESTARTS: String(restarts),
      ...(lastExit ? { SUPERVISOR_LAST_EXIT: JSON.stringify(lastExit) } : {}),
    },
    stdio: ["ignore", "inherit", "pipe"],
  });
  let pending = "";
  server.stderr.on("data", (chunk) => {
    process.stderr.write(chunk);
    const lines = (pending + chunk.toString("utf8")).split("\n");
    pending = lines.pop() ?? "";
    stderrTail.push(...lines.map((line) => line.trim()).filter(Boolean));
    stderrTail.splice(0, Math.max(0, stderrTail.length - STDERR_LINES_KEPT));
  });
  server.on("exit", (code, signal) => {
    if (pending.trim()) stderrTail.push(pending.trim());
    if (stopping) process.exit(code ?? 1);
    // Exit code 0: the server was told to stop (a signal sent to it alone) and finished.
    if (code === 0) process.exit(0);
    const ranMs = Date.now() - startedAt;
    quickDeaths = ranMs >= STEADY_MS ? 0 : quickDeaths + 1;
    const delay = Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, quickDeaths - 1), LONGEST_DELAY_MS);
    restarts++;
    lastExit = { at: new Date().toISOString(), code, signal, reason: reasonIn(stderrTail) };
    log(
      50,
      { exit: lastExit, ranSeconds: Math.round(ranMs / 1000), restarts, stderr: stderrTail },
      `server exited unexpectedly (${signal ?? `code ${code}`}): starting it again in ${delay / 1000} s`,
    );
    setTimeout(start, delay);
  });
}

for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.on(signal, () => {
    stopping = signal;
    if (server?.exitCode === null && server.signalCode === null) server.kill(signal);
    else process.exit(0);
  });
}

start();
