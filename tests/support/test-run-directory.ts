import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A directory of this Vitest run, shared by its workers and removed when the run ends (e.g. the embedded database template). */
    testRunDirectory: string;
  }
}

/**
 * Vitest's global setup: one directory per run for what the test files share across workers. Removed at the end of
 * the run, which the workers cannot do themselves (Vitest ends them without an exit event).
 */
export default function setup(project: TestProject) {
  const directory = mkdtempSync(path.join(tmpdir(), "site-test-run-"));
  project.provide("testRunDirectory", directory);
  return () => rmSync(directory, { recursive: true, force: true });
}
