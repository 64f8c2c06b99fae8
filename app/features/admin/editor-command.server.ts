import { dataDir, env, siteOrigins } from "~/config/env.server";
import { type Database, openDatabase, pgliteDirIn } from "~/db/client.server";
import { otherPgliteHolder } from "~/db/pglite-owner.server";
import { type Locale, defaultLocale, isLocale } from "~/i18n/locales";
import { editorAddress } from "./editor-address";
import { addEditor, configuredEditors, isEditor, listEditors, removeEditor } from "./editors.server";
import { SIGN_IN_LINK_MINUTES, createSignInLink } from "./sign-in.server";

/**
 * `npm run editor -- …` (scripts/editor.mjs): the editors from the command line, for the operator of an
 * install without mail and for the first editor of a fresh one. Same database and same code as the server.
 */

export const editorCommandUsage = `Usage: npm run editor -- <command>

  link ADDRESS [--host de|es]   print a one-time sign-in link for ADDRESS (valid ${SIGN_IN_LINK_MINUTES} minutes, once,
                                on the German host unless --host es); makes ADDRESS an editor first if needed
  add ADDRESS                   make ADDRESS an editor
  remove ADDRESS                remove ADDRESS from the editors and sign them out everywhere
  list                          list the editors`;

export interface EditorCommandContext {
  database: Database;
  /** EDITOR_EMAILS. */
  configured: readonly string[];
  origins: Record<Locale, string>;
  out: (line: string) => void;
  error: (line: string) => void;
}

/** Runs one command; the exit code is 0 when it did what was asked. */
export async function editorCommand(args: readonly string[], context: EditorCommandContext): Promise<number> {
  const { database, configured, out, error } = context;
  const [command, rawAddress, ...options] = args;
  if (command === "list" && rawAddress === undefined) {
    const editors = await listEditors(database, configured);
    if (editors.length === 0) out("No editors yet. `npm run editor -- link ADDRESS` prints a sign-in link and makes ADDRESS an editor.");
    for (const editor of editors) {
      const origin = editor.configured
        ? "EDITOR_EMAILS"
        : `added ${editor.addedAt?.toISOString().slice(0, 10)} by ${editor.addedByEmail ?? "the command line"}`;
      out(`${editor.email}  (${origin})`);
    }
    return 0;
  }

  const host = hostOption(options);
  if (
    !(command === "link" || command === "add" || command === "remove") ||
    rawAddress === undefined ||
    host === null ||
    (command !== "link" && host)
  ) {
    error(editorCommandUsage);
    return 2;
  }
  const address = editorAddress(rawAddress);
  if (!address) {
    error(`Not an e-mail address: ${rawAddress}\n\n${editorCommandUsage}`);
    return 2;
  }

  switch (command) {
    case "add": {
      const outcome = await addEditor(database, { address, by: null, configured });
      out(outcome === "added" ? `${address} is an editor now.` : `${address} is an editor already.`);
      return 0;
    }
    case "remove": {
      const outcome = await removeEditor(database, { address, by: null, configured });
      if (outcome === "removed") out(`${address} is no editor any more and is signed out everywhere.`);
      else if (outcome === "configured") error(`${address} is in EDITOR_EMAILS: remove it there and restart the server.`);
      else error(`${address} is no editor.`);
      return outcome === "removed" ? 0 : 1;
    }
    case "link": {
      if (!(await isEditor(database, address, configured))) {
        await addEditor(database, { address, by: null, configured });
        out(`${address} is an editor now.`);
      }
      const origin = context.origins[host ?? defaultLocale];
      const link = await createSignInLink(database, address, origin);
      out(`Sign-in link for ${address} (valid ${SIGN_IN_LINK_MINUTES} minutes, once, on ${origin}):`);
      out(link);
      return 0;
    }
  }
}

/** `--host de|es` (undefined: not given; null: given wrong). */
function hostOption(options: readonly string[]): Locale | undefined | null {
  if (options.length === 0) return undefined;
  const [flag, value] = options;
  return options.length === 2 && flag === "--host" && isLocale(value) ? value : null;
}

/**
 * The command on the configured database. The embedded one (no DATABASE_URL) serves one process only: while
 * the server has it open the command refuses, saying so, instead of damaging it.
 */
export async function runEditorCommand(args: readonly string[]): Promise<number> {
  const { DATABASE_URL } = env();
  const pgliteDir = pgliteDirIn(dataDir());
  const holder = DATABASE_URL ? undefined : otherPgliteHolder(pgliteDir);
  if (holder !== undefined) {
    console.error(
      `The server (process ${holder}) has the embedded database in ${dataDir()} open, and it serves one process only.\n` +
        "Stop the server, run this command again, then start the server. (With DATABASE_URL both can run at once.)",
    );
    return 1;
  }
  const handle = await openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { pgliteDir });
  try {
    return await editorCommand(args, {
      database: handle.db,
      configured: configuredEditors(),
      origins: siteOrigins(),
      out: (line) => console.log(line),
      error: (line) => console.error(line),
    });
  } finally {
    await handle.close();
  }
}
