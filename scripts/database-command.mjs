// `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (docs/operations.md "Backups"): the site's database to a
// backup file and back. They run the server build's own code (the npm scripts build it first when needed, as
// `npm start` does) on the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR).
process.env.NODE_ENV ??= "production";
// Only problems in the log: the command's output is what it prints.
process.env.LOG_LEVEL ??= "warn";
const [command, ...args] = process.argv.slice(2);
// Not a literal: the type check runs where nothing is built yet, so the types come from the source (server/app.ts).
const build = /** @type {typeof import("../server/app")} */ (await import(new URL("../build/server/index.js", import.meta.url).href));
const run = /** @type {Record<string, (args: string[]) => Promise<number>>} */ ({
  backup: build.runBackupCommand,
  restore: build.runRestoreCommand,
})[command ?? ""];
if (!run) throw new Error(`unknown command ${command}: backup or restore`);
process.exit(await run(args));
