import { defineConfig } from "@playwright/test";
import { chromiumArgs, findTestChromium } from "./scripts/chromium.mjs";
import { e2ePort } from "./tests/support/ports";

/**
 * End-to-end tests against the production build on both hosts
 * (http://localhost:PORT German, http://es.localhost:PORT Spanish).
 * The server and the fake upstreams it talks to are started in global setup.
 */
/** Specs whose editors change the shared server's published posts, guides, FAQ entries, its team and the hospice founder's photo. */
const editorsChangingSampleContent = /workspace-(posts|phone-photos|team|faq)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: "./tests/e2e/global-setup.ts",
  // Tests tagged @under-load load both cores on purpose and take minutes (tests/e2e/forms-under-load.spec.ts): run
  // on request only, `UNDER_LOAD=1 npx playwright test tests/e2e/forms-under-load.spec.ts`.
  grepInvert: process.env.UNDER_LOAD ? undefined : /@under-load/,
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
    // Editors publish, reorder and feature posts and guides, and change the FAQ, on the shared server: run after
    // every test that expects the sample content as it is.
    { name: "content editing", use: { browserName: "chromium" }, testMatch: editorsChangingSampleContent, dependencies: ["chromium"] },
  ],
});
