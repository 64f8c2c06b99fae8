import type { RequestListener } from "node:http";
import { json } from "node:stream/consumers";
import { parseArgs } from "node:util";
import * as z from "zod";
import { dataDir, env, siteOrigins } from "~/config/env.server";
import { type Database, openDatabase, pgliteDirIn } from "~/db/client.server";
import { otherPgliteHolder } from "~/db/pglite-owner.server";
import { type Locale, defaultLocale, isLocale } from "~/i18n/locales";
import { askServer, commandSocketIn } from "~/lib/command-socket.server";
import { logger } from "~/lib/logger.server";
import { editorAddress } from "./editor-address";
import { editorName } from "./editor-name";
import { addEditor, configuredEditors, isEditor, listEditors, removeEditor } from "./editors.server";
import { SIGN_IN_LINK_MINUTES, createSignInLink } from "./sign-in.server";

/**
 * `npm run editor -- …` (scripts/editor.mjs): the editors from the command line, for the operator of an
 * install without mail and for the first editor of a fresh one. Same database and same code as the server.
 */

export const editorCommandUsage = `Usage: npm run editor -- <command>

  link ADDRESS [--host de|es]   print a one-time sign-in link for ADDRESS (valid ${SIGN_IN_LINK_MINUTES} minutes, once,
                                on the German host unless --host es); makes ADDRESS an editor first if needed
  add ADDRESS [--name "NAME"]   make ADDRESS an editor, shown in the workspace by NAME if given
                                (an editor already gets NAME)
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

/** The options each command takes. */
const commandOptions = { link: ["host"], add: ["name"], remove: [], list: [] } as const;
type Command = keyof typeof commandOptions;

/** The command line read (node's own parser), or undefined when it is no command of ours. */
function readCommand(args: readonly string[]) {
  try {
    const { positionals, values } = parseArgs({
      args: [...args],
      options: { host: { type: "string" }, name: { type: "string" } },
      allowPositionals: true,
    });
    const [command, address, ...more] = positionals;
    if (!command || !Object.hasOwn(commandOptions, command) || more.length > 0) return undefined;
    const allowed: readonly string[] = commandOptions[command as Command];
    if (Object.keys(values).some((option) => !allowed.includes(option))) return undefined;
    if ((command === "list") !== (address === undefined)) return undefined;
    if (values.host !== undefined && !isLocale(values.host)) return undefined;
    return { command: command as Command, address, host: values.host, name: values.name };
  } catch {
    // An unknown option or one without its value.
    return undefined;
  }
}

/** Runs one command; the exit code is 0 when it did what was asked. */
export async function editorCommand(args: readonly string[], context: EditorCommandContext): Promise<number> {
  const { database, configured, out, error } = context;
  const read = readCommand(args);
  if (!read) {
    error(editorCommandUsage);
    return 2;
  }
  if (read.command === "list") {
    const editors = await listEditors(database, configured);
    if (editors.length === 0) out("No editors yet. `npm run editor -- link ADDRESS` prints a sign-in link and makes ADDRESS an editor.");
    for (const editor of editors) {
      const origin = editor.configured
        ? "EDITOR_EMAILS"
        : `added ${editor.addedAt?.toISOString().slice(0, 10)} by ${editor.addedBy ?? "the command line"}`;
      out(`${editor.name ? `${editor.name} <${editor.email}>` : editor.email}  (${origin})`);
    }
    return 0;
  }

  const address = editorAddress(read.address);
  if (!address) {
    error(`Not an e-mail address: ${read.address}\n\n${editorCommandUsage}`);
    return 2;
  }

  switch (read.command) {
    case "add": {
      const name = editorName(read.name);
      const outcome = await addEditor(database, { address, name, by: null, configured });
      const said = { added: "is an editor now", alreadyEditor: "is an editor already", renamed: `is shown as ${name} now` };
      out(`${address} ${said[outcome]}${outcome === "added" && name ? `, shown as ${name}` : ""}.`);
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
      const origin = context.origins[read.host ?? defaultLocale];
      const link = await createSignInLink(database, address, origin);
      out(`Sign-in link for ${address} (valid ${SIGN_IN_LINK_MINUTES} minutes, once, on ${origin}):`);
      out(link);
      return 0;
    }
  }
}

export const EDITOR_COMMAND = "/editor";

/** What the command printed, line by line, in order, and its exit code. */
const commandOutcome = z.object({
  code: z.number().int(),
  lines: z.array(z.object({ to: z.enum(["out", "error"]), line: z.string() })),
});
type CommandOutcome = z.infer<typeof commandOutcome>;

const commandRequest = z.object({ args: z.array(z.string()) });

/**
 * The running server's answer to `POST /editor` on its command socket (`{ "args": [...] }`): the command run
 * on the server's own database with its own origins, so that its links point where the server answers.
 */
export const editorCommandAnswer =
  (context: Omit<EditorCommandContext, "out" | "error">): RequestListener =>
  (req, res) => {
    const lines: CommandOutcome["lines"] = [];
    json(req)
      .then((body) => commandRequest.parse(body))
      .then(({ args }) =>
        editorCommand(args, {
          ...context,
          out: (line) => lines.push({ to: "out", line }),
          error: (line) => lines.push({ to: "error", line }),
        }),
      )
      .then(
        (code) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ code, lines } satisfies CommandOutcome)),
        (error: unknown) => {
          logger.error({ err: error }, "editor command from the command line failed");
          res.writeHead(500).end();
        },
      );
  };

/** Runs the command in the server that listens on `socketPath`. */
async function editorCommandInServer(socketPath: string, args: readonly string[]): Promise<CommandOutcome> {
  const response = await askServer(socketPath, { method: "POST", path: EDITOR_COMMAND, body: JSON.stringify({ args }) });
  const body = await json(response).catch(() => undefined);
  if (response.statusCode !== 200) throw new Error(`the server answered ${response.statusCode}`);
  return commandOutcome.parse(body);
}

/**
 * The command on the configured database. The embedded one (no DATABASE_URL) serves one process only: while
 * the server has it open, the server runs the command (over its command socket), with its own origins.
 */
export async function runEditorCommand(args: readonly string[]): Promise<number> {
  const { DATABASE_URL } = env();
  const pgliteDir = pgliteDirIn(dataDir());
  const holder = DATABASE_URL ? undefined : otherPgliteHolder(pgliteDir);
  if (holder !== undefined) {
    const socket = commandSocketIn(dataDir());
    try {
      const { code, lines } = await editorCommandInServer(socket, args);
      for (const { to, line } of lines) (to === "out" ? console.log : console.error)(line);
      return code;
    } catch (error) {
      console.error(
        `The server (process ${holder}) has the embedded database in ${dataDir()} open and did not answer on ${socket} ` +
          `(${(error as Error).message}).\nStop the server, run this command again, then start the server.`,
      );
      return 1;
    }
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
