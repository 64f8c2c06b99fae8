// The system Chromium for Playwright and Lighthouse; we never download a browser.
import { existsSync } from "node:fs";

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
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
