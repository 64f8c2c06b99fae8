// `npm run editor -- link ADDRESS [--host es] | add ADDRESS | remove ADDRESS | list`: the workspace's editors from
// the command line (README "Editors' workspace"). It runs the server build's own code (the npm script builds it
// first when needed, as `npm start` does) on the database the server uses (DATABASE_URL, or PGlite in DATA_DIR).
process.env.NODE_ENV ??= "production";
// Only problems in the log: the command's output is what it prints.
process.env.LOG_LEVEL ??= "warn";
const { runEditorCommand } = await import("../build/server/index.js");
process.exit(await runEditorCommand(process.argv.slice(2)));
