// `npm test`: type check, lint, the code's boundaries and format check, production build, unit and integration tests, the container's files
// (scripts/container-check.mjs), browser end-to-end tests.
//
// Steps of one stage run side by side; each line of output then carries its step's name. The run fails when any
// step does. The browser tests have a stage of their own: they keep both cores of the 2-core machine busy alone,
// and with the integration tests beside them the whole took twice as long as the two one after the other
// (docs/decisions/0026-test-stages-side-by-side.md).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { requireChromium } from "./chromium.mjs";

requireChromium();

/** @type {[name: string, command: string, args: string[]][][]} */
const stages = [
  [
    // The app's TypeScript, then the JavaScript run by Node itself (server entry, scripts) with JSDoc types.
    ["type check", "sh", ["-c", "npx react-router typegen && npx tsc && npx tsc -p tsconfig.scripts.json"]],
    ["lint", "npx", ["eslint", ".", "--max-warnings", "0"]],
    // Features import the platform, not each other in a circle; shared layers no feature (.dependency-cruiser.mjs).
    ["boundaries", "npm", ["run", "--silent", "boundaries"]],
    ["format check", "npx", ["prettier", "--check", "."]],
    // Beside the checks: it reads no file they write (React Router's build writes no types), and they skip build/.
    ["production build", "node", ["scripts/quiet-build.mjs", "--strict"]],
  ],
  [
    ["unit and integration tests", "npx", ["vitest", "run"]],
    ["container files", "node", ["scripts/container-check.mjs"]],
  ],
  [["end-to-end tests", "npx", ["playwright", "test"]]],
];

/** Runs one step, its output prefixed with its name when it shares the terminal; resolves with its exit status. */
/** @param {[name: string, command: string, args: string[]]} step @param {boolean} prefixed */
function run([name, command, args], prefixed) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const child = spawn(command, args, { stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit", env: process.env });
  if (prefixed) {
    // Both piped: prefixed.
    for (const stream of /** @type {import("node:stream").Readable[]} */ ([child.stdout, child.stderr]))
      createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${code === 0 ? "✓" : "✗"} ${name} (${seconds} s)${signal ? `, ${signal}` : ""}`);
      resolve(code ?? 1);
    });
  });
}

for (const stage of stages) {
  const statuses = await Promise.all(stage.map((step) => run(step, stage.length > 1)));
  const failed = stage.filter((_, index) => statuses[index] !== 0).map(([name]) => name);
  if (failed.length > 0) {
    console.error(`\n✗ failed: ${failed.join(", ")}`);
    process.exit(1);
  }
}
console.log("\n✓ all tests passed");
