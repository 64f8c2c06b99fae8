// `npm run editor -- link ADDRESS [--host es] | add ADDRESS | remove ADDRESS | list`: the workspace's editors from
// the command line (docs/operations.md "The editors: what an operator does"). It runs the server build's own code (the npm script builds it
// first when needed, as `npm start` does) on the database the server uses (DATABASE_URL, or PGlite in DATA_DIR; while
// the server runs on PGlite, the server runs it, over its command socket).
process.env.NODE_ENV ??= "production";
// Only problems in the log: the command's output is what it prints.
process.env.LOG_LEVEL ??= "warn";
// Not a literal: the type check runs where nothing is built yet, so the types come from the source (server/app.ts).
const { runEditorCommand } = /** @type {typeof import("../server/app")} */ (
  await import(new URL("../build/server/index.js", import.meta.url).href)
);
process.exit(await runEditorCommand(process.argv.slice(2)));
