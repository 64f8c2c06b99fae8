// `node scripts/container-check.mjs`: what can be tested of the container image without a Docker engine. The files
// the Dockerfile's final stage copies (its `COPY --from=build` lines, read from the Dockerfile itself) go into a
// clean directory, node_modules pruned to production dependencies as the build stage does; the server starts
// there as an unprivileged user and must answer /healthz and the home page, and `npm run backup` must get a
// backup from it. Needs the production build (`npx react-router build`).
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";

const PORT = Number(process.env.CONTAINER_CHECK_PORT ?? 3390);
/** The unprivileged user the server runs as here (nobody), as the image's `USER node`. */
const UNPRIVILEGED = 65534;
const started = performance.now();
/** @param {string} text */
const step = (text) => console.log(`container check (${((performance.now() - started) / 1000).toFixed(1)} s): ${text}`);

if (!existsSync("build/server/index.js")) throw new Error("no production build: run `npx react-router build` first");

/** The final stage of the Dockerfile, continuation lines joined. */
const finalStage = /** @type {string} */ (
  readFileSync("Dockerfile", "utf8")
    .replace(/\\\n/g, " ")
    .split(/^FROM /m)
    .at(-1)
);

/** The final stage's `COPY --from=build SOURCE… DEST` lines as [source, destination] pairs, relative to /app. */
/** @param {string} final */
function copiedFiles(final) {
  const workdir = /^WORKDIR (\S+)/m.exec(final)?.[1];
  if (workdir !== "/app") throw new Error(`the final stage's WORKDIR is ${workdir}, expected /app`);
  /** @type {[string, string][]} */
  const pairs = [];
  for (const line of final.split("\n").filter((text) => text.startsWith("COPY "))) {
    const words = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .filter((word) => !word.startsWith("--chown"));
    if (words[0] !== "--from=build") throw new Error(`the final stage copies from outside the build stage: ${line}`);
    const [dest, ...sources] = /** @type {[string, ...string[]]} */ (words.slice(1).reverse());
    for (const source of sources.reverse()) {
      if (!source.startsWith("/app/")) throw new Error(`a copy from outside /app: ${line}`);
      const relative = source.slice("/app/".length);
      const target = dest.endsWith("/") ? path.join(dest, path.basename(relative)) : dest;
      pairs.push([relative, path.normalize(target)]);
    }
  }
  return pairs;
}

const root = mkdtempSync(path.join(tmpdir(), "container-check-"));
/** @type {import("node:child_process").ChildProcess | undefined} */
let server;
try {
  chmodSync(root, 0o755);
  const app = path.join(root, "app");
  for (const [source, target] of copiedFiles(finalStage)) {
    // node_modules as hard links (fast; pruning the copy unlinks, never touches the originals).
    if (source === "node_modules") execFileSync("cp", ["-al", source, path.join(app, target)]);
    else cpSync(source, path.join(app, target), { recursive: true, preserveTimestamps: true });
  }
  step("files of the image copied");
  execFileSync("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund", "--offline"], {
    cwd: app,
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (const dev of ["vite", "@react-router/dev", "vitest"]) {
    if (existsSync(path.join(app, "node_modules", dev))) throw new Error(`development dependency ${dev} left after pruning`);
  }
  step("production dependencies only");

  const data = path.join(root, "data");
  const home = path.join(root, "home");
  for (const dir of [data, home]) mkdirSync(dir);
  /** @type {string[]} */
  const asUser = [];
  if (process.getuid?.() === 0) {
    for (const dir of [data, home]) chownSync(dir, UNPRIVILEGED, UNPRIVILEGED);
    asUser.push("setpriv", `--reuid=${UNPRIVILEGED}`, `--regid=${UNPRIVILEGED}`, "--clear-groups");
  } else {
    console.log(`container check: runs as user ${process.getuid?.()} already (not root), so no user switch is needed`);
  }
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: data,
    LOG_LEVEL: "warn",
  };
  /** @type {(command: string, args: string[]) => [string, string[]]} */
  const run = (command, args) => (asUser.length ? ["setpriv", [...asUser.slice(1), command, ...args]] : [command, args]);

  // The image's own command (the supervisor and the server it starts).
  const cmd = JSON.parse(/^CMD (\[.*\])\s*$/m.exec(finalStage)?.[1] ?? "null");
  if (!Array.isArray(cmd) || cmd[0] !== "node") throw new Error('no CMD ["node", ...] in the Dockerfile\'s final stage');
  const [command, args] = run(process.execPath, cmd.slice(1));
  server = spawn(command, args, { cwd: app, env, stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise((resolve) => server?.once("exit", resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const health = await fetch(`http://127.0.0.1:${PORT}/healthz`).catch(() => undefined);
    if (health?.ok) break;
    if (server.exitCode !== null || Date.now() > deadline) throw new Error("the server did not answer /healthz with 200 within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  step("/healthz answers 200");
  const home_page = await fetch(`http://127.0.0.1:${PORT}/`, { headers: { host: `localhost:${PORT}` } });
  if (home_page.status !== 200) throw new Error(`the home page answered ${home_page.status}`);
  step("the home page answers 200");
  const healthcheck = JSON.parse(/^HEALTHCHECK .*? CMD (\[.*\])\s*$/m.exec(finalStage)?.[1] ?? "null");
  if (!Array.isArray(healthcheck)) throw new Error("no HEALTHCHECK CMD [...] in the Dockerfile's final stage");
  const [check, checkArgs] = run(healthcheck[0], healthcheck.slice(1));
  execFileSync(check, checkArgs, { cwd: app, env, stdio: "inherit" });
  step("the image's HEALTHCHECK command passes");

  const backup = path.join(home, "site.jsonl.gz");
  const [npm, npmArgs] = run("npm", ["run", "--silent", "backup", "--", backup]);
  execFileSync(npm, npmArgs, { cwd: app, env, stdio: ["ignore", "inherit", "inherit"] });
  const header = JSON.parse(gunzipSync(readFileSync(backup)).toString("utf8").split("\n")[0] ?? "");
  if (!header.tables?.some((/** @type {{ name: string; rows: number }} */ table) => table.name === "blog_posts" && table.rows > 0))
    throw new Error("the backup holds no blog posts");
  step("`npm run backup` got a backup from the running server");

  server.kill("SIGTERM");
  if ((await exited) !== 0) throw new Error("the server did not stop cleanly on SIGTERM");
  server = undefined;
  step("passed");
} finally {
  server?.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
}
