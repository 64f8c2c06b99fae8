import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const prefix = "site-pictures-";

/**
 * Runs `work` with a directory of its own for pictures on their way (an upload as it arrives, its cleaned copy,
 * an original read back for a copy), removed afterwards whatever happened: big bytes wait on disk, not in memory.
 */
export async function withTemporaryDirectory<T>(work: (directory: string) => Promise<T>): Promise<T> {
  const directory = await mkdtemp(path.join(tmpdir(), prefix));
  try {
    return await work(directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * Removes what a process that died left of its pictures on their way; only directories older than a day, so
 * that a server starting beside another one (tests, a second instance on the machine) never takes its files.
 */
export async function removeLeftoverTemporaryDirectories(now = Date.now()): Promise<number> {
  const names = (await readdir(tmpdir()).catch(() => [])).filter((name) => name.startsWith(prefix));
  let removed = 0;
  for (const name of names) {
    const directory = path.join(tmpdir(), name);
    const changed = await stat(directory).then(
      (found) => found.mtimeMs,
      () => now,
    );
    if (now - changed < 24 * 60 * 60 * 1000) continue;
    await rm(directory, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
