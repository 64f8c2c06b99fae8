import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { inject } from "vitest";
import { type Database, migrationsFolder } from "~/db/client.server";
import { byteaFromHex, byteaToHex } from "~/db/bytea";

/** A migrations folder with the site's migrations up to and including `lastTag` (in the run's directory). */
export function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(inject("testRunDirectory"), "migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) cpSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/**
 * A migration's test on a fresh database of each kind: migrated up to the folder `before`, filled by `fill` as an
 * older version left it, migrated to this version, then looked at by `check`.
 */
export async function acrossMigration(
  kind: "pglite" | "postgres",
  before: string,
  { fill, check }: { fill: (db: Database) => Promise<void>; check: (db: Database) => Promise<void> },
) {
  const { db, migrate, close } = kind === "pglite" ? await embedded() : await onServer();
  try {
    await migrate(db, { migrationsFolder: before });
    await fill(db);
    await migrate(db, { migrationsFolder });
    await check(db);
  } finally {
    await close();
  }
}

/** drizzle's migrators, each typed for its own driver's database. */
type Migrate = (db: Database, config: { migrationsFolder: string }) => Promise<void>;

async function embedded() {
  const client = await PGlite.create("memory://", { parsers: { 17: byteaFromHex }, serializers: { 17: byteaToHex } });
  return { db: drizzlePglite(client) as unknown as Database, migrate: migratePglite as unknown as Migrate, close: () => client.close() };
}

/** A new database of the PostgreSQL server, dropped at `close`. */
async function onServer() {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `site_test_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString() });
  // pool.end() resolves before its connections' sockets have closed, so the forced drop below can still end one of
  // them: the pool then emits "error", which without a listener is an uncaught exception that fails the whole run.
  pool.on("error", () => {});
  const close = async () => {
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { db: drizzlePostgres(pool) as unknown as Database, migrate: migratePostgres as unknown as Migrate, close };
}
