// `npm start` builds once on a fresh clone (or after a source change) so that no manual step is needed.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const marker = "build/server/index.js";

/** @param {string} dir */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// Without the build's configuration there is nothing to build from (the container image holds the build and
// only the sources read at run time): the build present is the one to use.
if (!existsSync("vite.config.ts")) process.exit(0);

const sources = ["app", "server", "public"].filter(existsSync);
const configFiles = ["vite.config.ts", "react-router.config.ts", "package-lock.json"].filter(existsSync);
const sourceTime = Math.max(...sources.map(newestMtime), ...configFiles.map((f) => statSync(f).mtimeMs));

if (!existsSync(marker) || statSync(marker).mtimeMs < sourceTime) {
  console.log("Building the site (first start or sources changed)…");
  execSync("node scripts/quiet-build.mjs", { stdio: "inherit" });
}
