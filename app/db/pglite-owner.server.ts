import { readFileSync, rmSync, writeFileSync } from "node:fs";

/**
 * Embedded PostgreSQL (PGlite) serves one process, and nothing in it stops a second process from opening the
 * same data directory (which would damage it). The server notes its process id beside the directory while
 * it has it open, so that the commands (`npm run editor`, `backup`, `restore`) ask it or refuse instead. Only a
 * note: a server never refuses to start because of it (after a crash the note may name a process id that
 * some other program uses now).
 */

const noteOf = (pgliteDir: string) => `${pgliteDir.replace(/\/+$/, "")}.pid`;

/** Notes this process as the holder of `pgliteDir`; the returned function takes the note back. */
export function notePgliteHolder(pgliteDir: string): () => void {
  const note = noteOf(pgliteDir);
  writeFileSync(note, `${process.pid}\n`);
  return () => {
    if (pgliteHolderPid(pgliteDir) === process.pid) rmSync(note, { force: true });
  };
}

/** The process id noted for `pgliteDir`, if any. */
function pgliteHolderPid(pgliteDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(noteOf(pgliteDir), "utf8").trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Another running process that holds `pgliteDir`, by its process id; undefined when the directory is free. */
export function otherPgliteHolder(pgliteDir: string): number | undefined {
  const pid = pgliteHolderPid(pgliteDir);
  if (pid === undefined || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to somebody else, so it runs.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}
