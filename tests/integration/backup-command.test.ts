import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "~/config/env.server";
import { openDatabase, pgliteDirIn, queryRows } from "~/db/client.server";
import { addEditor } from "~/features/admin/editors.server";
import { runBackupCommand, runRestoreCommand } from "~/features/backup/backup-command.server";
import { isSealedBackup } from "~/features/backup/backup-encryption";
import { BACKUP_COMMAND, backupAnswer, backupFromServer } from "~/features/backup/backup-socket.server";
import { commandSocketIn, serveCommands } from "~/lib/command-socket.server";
import { newPgliteDirectory } from "../support/databases";

describe("npm run backup / restore on the embedded database", () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, BACKUP_KEY: process.env.BACKUP_KEY };
  let work: string;
  const useDataDir = (name: string) => {
    process.env.DATA_DIR = path.join(work, name);
    resetEnvCache();
    return path.join(work, name);
  };
  const lines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([line]) => String(line));

  beforeEach(async () => {
    work = mkdtempSync(path.join(tmpdir(), "backup-command-"));
    delete process.env.DATABASE_URL;
    // The site's database starts from the initialised template (tests/support/databases.ts); the restore below
    // creates its own from nothing, as on a new machine.
    const handle = await openDatabase({ pgliteDir: await newPgliteDirectory(path.join(work, "site")) });
    await addEditor(handle.db, { address: "erste@example.org", by: null, configured: [] });
    await handle.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvCache();
    rmSync(work, { recursive: true, force: true });
  });

  it("backs up a stopped site's database and restores it into a new data directory, refusing a filled one without --force", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const site = useDataDir("site");
    const file = path.join(work, "site.jsonl.gz");
    expect(await runBackupCommand([file])).toBe(0);
    expect(lines(log)).toEqual([
      expect.stringMatching(new RegExp(`^Backup of the embedded database in ${site} written to ${file}: 0\\.0 MB in \\d+\\.\\d s\\.$`)),
    ]);
    expect(existsSync(`${file}.partial`)).toBe(false);
    // A backup holds every request and live tokens: for the server's user only.
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const restored = useDataDir("restored");
    expect(await runRestoreCommand([file])).toBe(0);
    expect(lines(log)[1]).toMatch(
      new RegExp(
        `^Restored ${file} \\(written .+ from an embedded database\\) into the embedded database in ${restored}: \\d+ tables, 2 rows in \\d+\\.\\d s\\.$`,
      ),
    );
    expect(await runRestoreCommand([file])).toBe(1);
    expect(lines(error)).toEqual([
      `Not restored: the embedded database in ${restored} is not empty (rows in activity_log, editors).`,
      "Restore into a new DATA_DIR or an empty database, or add --force to replace its contents with the backup.",
    ]);
    expect(await runRestoreCommand(["--force", file])).toBe(0);
    const handle = await openDatabase({ pgliteDir: pgliteDirIn(restored) });
    try {
      expect(await queryRows(handle.db, sql`select email from editors`)).toEqual([{ email: "erste@example.org" }]);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it("seals the backup with BACKUP_KEY; a restore needs the key", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    process.env.BACKUP_KEY = "the association's long backup key";
    useDataDir("site");
    const file = path.join(work, "sealed.jsonl.gz.enc");
    expect(await runBackupCommand([file])).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(isSealedBackup(readFileSync(file))).toBe(true);

    delete process.env.BACKUP_KEY;
    useDataDir("restored");
    expect(await runRestoreCommand([file])).toBe(1);
    expect(lines(error)).toEqual(["Restore failed: the backup is sealed: set BACKUP_KEY to the key it was written with"]);
    process.env.BACKUP_KEY = "the association's long backup key";
    resetEnvCache();
    expect(await runRestoreCommand([file, "--force"])).toBe(0);
    expect(lines(log)[1]).toMatch(/^Restored .+: \d+ tables, 2 rows in/);
  }, 120_000);

  it("says how it is used, and refuses what it cannot do", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await runBackupCommand([])).toBe(2);
    expect(await runRestoreCommand(["a.gz", "b.gz"])).toBe(2);
    expect(lines(error)[0]).toMatch(/^Usage: npm run backup -- FILE/);
    expect(lines(error)[1]).toMatch(/^Usage: npm run restore -- FILE \[--force\]/);

    useDataDir("nothing-here");
    expect(await runBackupCommand([path.join(work, "x.gz")])).toBe(1);
    expect(lines(error)[2]).toBe(`Backup failed: there is no database in ${path.join(work, "nothing-here")} (DATA_DIR)`);
    expect(existsSync(path.join(work, "x.gz"))).toBe(false);
    expect(await runRestoreCommand([path.join(work, "missing.gz")])).toBe(1);
    expect(lines(error)[3]).toBe(`No backup at ${path.join(work, "missing.gz")}.`);

    // The parent process stands in for a running server that noted itself as the database's holder.
    const site = useDataDir("site");
    writeFileSync(path.join(site, "pglite.pid"), `${process.ppid}\n`);
    writeFileSync(path.join(work, "some.gz"), "");
    expect(await runRestoreCommand([path.join(work, "some.gz"), "--force"])).toBe(1);
    expect(lines(error)[4]).toBe(
      `The server (process ${process.ppid}) has the embedded database in ${site} open: stop it, restore, then start it again.`,
    );
  });

  it("gets the backup from the running server over its socket, which only the server's user may open", async () => {
    const handle = await openDatabase({ pgliteDir: pgliteDirIn(path.join(work, "site")) });
    const socket = commandSocketIn(path.join(work, "site"));
    const stop = await serveCommands(socket, { [`GET ${BACKUP_COMMAND}`]: backupAnswer(handle) });
    try {
      expect(statSync(socket).mode & 0o777).toBe(0o600);
      const file = path.join(work, "from-server.jsonl.gz");
      await backupFromServer(socket, createWriteStream(file));
      const [header] = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
      expect(JSON.parse(header!)).toMatchObject({ source: "pglite", tables: expect.arrayContaining([{ name: "editors", rows: 1 }]) });
    } finally {
      await stop();
      await handle.close();
    }
  }, 60_000);
});
