import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * `npm ci` works alone and `npm install` on a fresh clone leaves package-lock.json as it is (issue 33) only while
 * the lock holds every platform's build of the packages that ship them (rollup, esbuild, tailwind's oxide, sharp,
 * lightningcss…): npm adds a missing one on install, and `npm ci` refuses a lock that lacks one. Regenerate the lock
 * with a registry that carries them all (docs/decisions/0002-npm-ci-fallback.md).
 */
interface LockedPackage {
  optionalDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockedPackage> };

/** Where npm would look for `name` from the package at `path`: its own node_modules, then each one above. */
function resolves(path: string, name: string): boolean {
  const parts = path.split("/node_modules/");
  for (let depth = parts.length; depth >= 0; depth--) {
    const base = parts.slice(0, depth).join("/node_modules/");
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (candidate in lock.packages) return true;
  }
  return false;
}

describe("package-lock.json", () => {
  it("holds every optional platform build its packages name", () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || "(root)"} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
