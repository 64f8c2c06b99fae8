import { availableParallelism } from "node:os";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Unit and integration tests (the React Router plugin is for the app build only).
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // A test that creates an embedded database can take several times as long on a busy machine as alone (CI's
    // machine may run other work; until 2026-11-27 `npm test` ran these beside the browser tests). Timeouts guard
    // against hangs; no test measures speed by them. A hook that starts a site on a fresh data directory (initdb,
    // migrations, sample content) took over 60 s at load 13 on 2 cores, seconds alone.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    env: { NODE_ENV: "test" },
    // Vitest's default is one worker fewer than the cores: one file at a time on the 2-core machine, whose second
    // core then waited for the embedded databases' starts. At least two: the whole run 4 min 51 s → 3 min 8 s there
    // (decision 26).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ["tests/support/test-run-directory.ts"],
  },
});
