// `npm test`: type check, lint and format check, unit and integration tests, production build, the container's files
// (scripts/container-check.mjs), browser end-to-end tests.
import { spawnSync } from "node:child_process";
import { requireChromium } from "./chromium.mjs";

requireChromium();

const steps = [
  ["type check", "npx", ["react-router", "typegen"]],
  ["type check", "npx", ["tsc"]],
  ["lint", "npx", ["eslint", ".", "--max-warnings", "0"]],
  ["format check", "npx", ["prettier", "--check", "."]],
  ["unit and integration tests", "npx", ["vitest", "run"]],
  ["production build", "npx", ["react-router", "build"]],
  ["container files", "node", ["scripts/container-check.mjs"]],
  ["end-to-end tests", "npx", ["playwright", "test"]],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✓ all tests passed");
