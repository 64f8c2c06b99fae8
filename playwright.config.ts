import { defineConfig } from "@playwright/test";
import { chromiumArgs, findTestChromium } from "./scripts/chromium.mjs";
import { e2ePort } from "./tests/support/ports";

/**
 * End-to-end tests against the production build on both hosts
 * (http://localhost:PORT German, http://es.localhost:PORT Spanish).
 * The server and the fake upstreams it talks to are started in global setup.
 */
/** Specs whose editors change the shared server's published posts and guides. */
const editorsChangingSampleContent = /workspace-posts\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://localhost:${e2ePort()}`,
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
    // No trace: recording one for every test (to keep it on failure) took a quarter more CPU on the 2-core machine
    // the suite runs on (frame and forms specs: 276 → 199 CPU seconds). To see a failure step by step, run that
    // spec again with `--trace retain-on-failure` and open it with `npx playwright show-trace`.
    trace: "off",
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: editorsChangingSampleContent },
    // Editors publish, reorder and feature posts and guides on the shared server: run after every test that
    // expects the sample content as it is.
    { name: "content editing", use: { browserName: "chromium" }, testMatch: editorsChangingSampleContent, dependencies: ["chromium"] },
  ],
});
