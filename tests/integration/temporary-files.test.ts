import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { removeLeftoverTemporaryDirectories, withTemporaryDirectory } from "~/features/media/temporary-files.server";

describe("pictures on their way", () => {
  it("get a directory of their own, removed afterwards even when the work fails", async () => {
    let kept = "";
    await expect(
      withTemporaryDirectory(async (directory) => {
        kept = directory;
        writeFileSync(path.join(directory, "upload-1"), "bytes");
        throw new Error("the save failed");
      }),
    ).rejects.toThrow("the save failed");
    expect(kept).toContain("site-pictures-");
    expect(existsSync(kept)).toBe(false);
  });

  it("left behind by a process that died are removed after a day, never those of a running one", async () => {
    const old = mkdtempSync(path.join(tmpdir(), "site-pictures-"));
    const fresh = mkdtempSync(path.join(tmpdir(), "site-pictures-"));
    writeFileSync(path.join(old, "upload-1"), "bytes");
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    expect(await removeLeftoverTemporaryDirectories()).toBeGreaterThanOrEqual(1);
    expect([existsSync(old), existsSync(fresh)]).toEqual([false, true]);
    rmSync(fresh, { recursive: true });
  });
});
