import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { EDITOR_COMMAND, editorCommand, editorCommandAnswer, runEditorCommand } from "~/features/admin/editor-command.server";
import { redeemSignInLink } from "~/features/admin/sign-in.server";
import { commandSocketIn, serveCommands } from "~/lib/command-socket.server";
import { type TestDatabase, backends, newPgliteDirectory } from "../support/databases";

/** `npm run editor -- …` (the code behind scripts/editor.mjs) on both databases. */

const origins = { de: "http://localhost:3000", es: "http://es.localhost:3000" };

describe.each(backends)("the editor command on $name", ({ skip, create }) => {
  let database: TestDatabase;
  let output: string[];
  let errors: string[];
  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    output = [];
    errors = [];
    if (!skip) await database.db.execute(sql`truncate activity_log, editor_sessions, sign_in_links, editors cascade`);
  });
  const run = (...args: string[]) =>
    editorCommand(args, {
      database: database.db,
      configured: ["boss@example.org"],
      origins,
      out: (line) => output.push(line),
      error: (line) => errors.push(line),
    });

  it.skipIf(skip)("prints a sign-in link that works once, on the host asked for, and makes a new address an editor", async () => {
    expect(await run("link", "New.Editor@Example.org", "--host", "es")).toBe(0);
    expect(output[0]).toBe("new.editor@example.org is an editor now.");
    expect(output[1]).toBe("Sign-in link for new.editor@example.org (valid 15 minutes, once, on http://es.localhost:3000):");
    const link = output[2]!;
    expect(link).toMatch(/^http:\/\/es\.localhost:3000\/admin\/login\/[A-Za-z0-9_-]{43}$/);
    const token = link.slice(link.lastIndexOf("/") + 1);
    const use = () => redeemSignInLink(database.db, { token, host: "es.localhost:3000", configured: [] });
    expect((await use()).status).toBe("signedIn");
    expect((await use()).status).toBe("used");

    output = [];
    expect(await run("link", "boss@example.org")).toBe(0);
    expect(output[0]).toBe("Sign-in link for boss@example.org (valid 15 minutes, once, on http://localhost:3000):");
    expect(output[1]).toMatch(/^http:\/\/localhost:3000\/admin\/login\//);
  });

  it.skipIf(skip)("adds, lists and removes editors; EDITOR_EMAILS editors stay", async () => {
    expect(await run("add", "ana@example.org")).toBe(0);
    expect(await run("add", "ana@example.org")).toBe(0);
    expect(output).toEqual(["ana@example.org is an editor now.", "ana@example.org is an editor already."]);

    output = [];
    expect(await run("list")).toBe(0);
    expect(output).toEqual([
      expect.stringMatching(/^ana@example\.org {2}\(added \d{4}-\d{2}-\d{2} by the command line\)$/),
      "boss@example.org  (EDITOR_EMAILS)",
    ]);

    output = [];
    expect(await run("remove", "ana@example.org")).toBe(0);
    expect(output).toEqual(["ana@example.org is no editor any more and is signed out everywhere."]);
    expect(await run("remove", "ana@example.org")).toBe(1);
    expect(await run("remove", "boss@example.org")).toBe(1);
    expect(errors).toEqual([
      "ana@example.org is no editor.",
      "boss@example.org is in EDITOR_EMAILS: remove it there and restart the server.",
    ]);
  });

  it.skipIf(skip)("names an editor with --name, when adding or later, and lists them by name and address", async () => {
    expect(await run("add", "ana@example.org", "--name", " Ana  Núñez ")).toBe(0);
    expect(await run("add", "ana@example.org", "--name=Ana María")).toBe(0);
    expect(await run("add", "ana@example.org", "--name", "Ana María")).toBe(0);
    expect(output).toEqual([
      "ana@example.org is an editor now, shown as Ana Núñez.",
      "ana@example.org is shown as Ana María now.",
      "ana@example.org is an editor already.",
    ]);
    output = [];
    expect(await run("list")).toBe(0);
    expect(output).toEqual([
      expect.stringMatching(/^Ana María <ana@example\.org> {2}\(added \d{4}-\d{2}-\d{2} by the command line\)$/),
      "boss@example.org  (EDITOR_EMAILS)",
    ]);
  });

  it.skipIf(skip)("explains its use when the command or the address is wrong", async () => {
    for (const args of [
      [],
      ["help"],
      ["add"],
      ["add", "a@example.org", "b@example.org"],
      ["link", "a@example.org", "--host", "fr"],
      ["link", "a@example.org", "--name", "A"],
      ["add", "a@example.org", "--host", "es"],
      ["add", "a@example.org", "--name"],
      ["remove", "a@example.org", "--name", "A"],
      ["list", "x"],
      ["list", "--host", "es"],
    ]) {
      expect(await run(...args), args.join(" ")).toBe(2);
    }
    expect(await run("add", "not-an-address")).toBe(2);
    expect(errors.at(-1)).toMatch(/^Not an e-mail address: not-an-address\n\nUsage: npm run editor -- <command>/);
    expect(errors.slice(0, -1).every((text) => text.startsWith("Usage: npm run editor -- <command>"))).toBe(true);
  });
});

describe("the editor command on the embedded database", () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, PORT: process.env.PORT };
  const serverOrigins = { de: "https://www.example.de", es: "https://www.example.es" };
  const lines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([line]) => String(line));
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "editor-command-"));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    resetEnvCache();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvCache();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("while a running server holds it, has that server run the command, with the server's origins", async () => {
    const handle = await openDatabase({ pgliteDir: await newPgliteDirectory(dataDir) });
    const stop = await serveCommands(commandSocketIn(dataDir), {
      [`POST ${EDITOR_COMMAND}`]: editorCommandAnswer({ database: handle.db, configured: [], origins: serverOrigins }),
    });
    // The command's own settings would make other links: the server's count.
    process.env.PORT = "3999";
    resetEnvCache();
    // The parent process stands in for the running server that noted itself as the database's holder.
    writeFileSync(path.join(dataDir, "pglite.pid"), `${process.ppid}\n`);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await runEditorCommand(["link", "ana@example.org", "--host", "es"])).toBe(0);
      expect(await runEditorCommand(["remove", "nobody@example.org"])).toBe(1);
      const [added, announced, link] = lines(log);
      expect([added, announced]).toEqual([
        "ana@example.org is an editor now.",
        "Sign-in link for ana@example.org (valid 15 minutes, once, on https://www.example.es):",
      ]);
      expect(link).toMatch(/^https:\/\/www\.example\.es\/admin\/login\/[A-Za-z0-9_-]{43}$/);
      expect(lines(error)).toEqual(["nobody@example.org is no editor."]);
      const token = link!.slice(link!.lastIndexOf("/") + 1);
      expect((await redeemSignInLink(handle.db, { token, host: "www.example.es", configured: [] })).status).toBe("signedIn");
    } finally {
      await stop();
      await handle.close();
    }
  }, 60_000);

  it("says why it stops when the server holding it does not answer", async () => {
    writeFileSync(path.join(dataDir, "pglite.pid"), `${process.ppid}\n`);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await runEditorCommand(["list"])).toBe(1);
    expect(lines(error)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The server \\(process ${process.ppid}\\) has the embedded database in ${dataDir} open and did not answer on ` +
            `${commandSocketIn(dataDir)} \\(connect ENOENT .*\\)\\.\nStop the server, run this command again, then start the server\\.$`,
        ),
      ),
    ]);
  });

  it("opens it (created and migrated on first use) when no server holds it, a stale note included", async () => {
    writeFileSync(path.join(dataDir, "pglite.pid"), "999999999\n");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await runEditorCommand(["add", "first@example.org"])).toBe(0);
    expect(await runEditorCommand(["list"])).toBe(0);
    expect(lines(log)).toEqual([
      "first@example.org is an editor now.",
      expect.stringMatching(/^first@example\.org {2}\(added .* by the command line\)$/),
    ]);
  }, 60_000);
});
