// The production build with only what means something on the terminal (issue 33): Vite's warnings and errors, not
// its list of files. The expected messages are filtered in vite.config.ts (each with why), React Router's v8 flags
// are decided in react-router.config.ts. With `--strict` (npm test) anything the build prints fails it, so that a new
// warning is read rather than scrolled past.
import { spawn } from "node:child_process";

const strict = process.argv.includes("--strict");
const started = Date.now();
const child = spawn("npx", ["react-router", "build", "--logLevel", "warn"], { stdio: ["ignore", "pipe", "pipe"] });
let printed = "";
for (const stream of [child.stdout, child.stderr])
  stream.on("data", (chunk) => {
    printed += chunk;
    process.stderr.write(chunk);
  });
const code = await new Promise((resolve) => child.on("close", (status) => resolve(status ?? 1)));
if (code !== 0) process.exit(code);
if (strict && printed.trim()) {
  console.error("✗ the build printed the messages above: deal with them, or filter an expected one in vite.config.ts with why");
  process.exit(1);
}
console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
