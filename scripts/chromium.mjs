// The system Chromium for Playwright and Lighthouse; we never download a browser.
import { existsSync } from "node:fs";

export function findChromium() {
  const candidates = /** @type {string[]} */ (
    [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean)
  );
  return candidates.find((candidate) => existsSync(candidate));
}

export function requireChromium() {
  const found = findChromium();
  if (!found) {
    console.error("Chromium not found: install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH.");
    process.exit(1);
  }
  return found;
}

/**
 * The browser of the end-to-end tests: Debian's headless shell of the same Chromium (package
 * `chromium-headless-shell`, the build Playwright itself runs headless tests on) where it is installed, else the
 * full browser. On the 2-core machine a test's page visit takes the shell about half the time it takes the full
 * browser in its new headless mode, a new browser context a third (docs/decisions/0032-end-to-end-tests-on-the-headless-shell.md).
 * `TEST_CHROMIUM_PATH` chooses another (e.g. the full browser for `--headed`); `CHROMIUM_PATH` stays the
 * full browser of Lighthouse and the bench scripts.
 */
export function findTestChromium() {
  const shell = "/usr/bin/chromium-headless-shell";
  return process.env.TEST_CHROMIUM_PATH || (existsSync(shell) ? shell : findChromium());
}

/** Flags for headless Chromium on a machine without outside network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Both test hosts (localhost and es.localhost) resolve to this machine.
  "--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1",
];
