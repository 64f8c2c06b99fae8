import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type DatabaseHandle, migrationsFolder, openDatabase } from "~/db/client.server";

/**
 * The data-layer tests run against both backends: embedded PGlite and the
 * PostgreSQL server (TEST_POSTGRES_URL, default 127.0.0.1:5432/test). Each
 * PostgreSQL test database is created fresh and dropped afterwards. When no
 * server answers, that half is skipped with a visible notice.
 */
const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export const postgresAvailable = await postgresReachable();
if (!postgresAvailable) {
  console.warn(`\n⚠ PostgreSQL not reachable at ${adminUrl}: the PostgreSQL half of the data-layer tests is SKIPPED.\n`);
}

export interface TestDatabase extends DatabaseHandle {
  /** Connection URL for a second handle on the same database (postgres), undefined for PGlite. */
  url?: string;
  destroy(): Promise<void>;
}

/** A new PostgreSQL database, migrated with the application's migrations or those of `migrations` (a folder). */
export async function createPostgresDatabase(migrations?: string): Promise<TestDatabase> {
  const name = `site_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), migrations });
  return {
    ...handle,
    url: url.toString(),
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Every embedded test database starts as a copy of one migrated database of the test run: PostgreSQL's initdb
 * inside PGlite and the migrations take seconds each time (6–11 s measured on the busy 2-core machine the suite runs
 * on, over 60 s beside the browser tests), loading a copy of the files about one. Each test file has a module scope
 * of its own, so the dump is kept as a file in the run's directory: made once per run, not once per file. Written
 * aside and renamed into place, so that no worker reads a half-written one.
 */
let migratedPglite: Promise<Blob> | undefined;

async function migratedPgliteOfThisRun(): Promise<Blob> {
  const file = path.join(inject("testRunDirectory"), "pglite-migrated.tar");
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await PGlite.create("memory://");
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const aside = `${file}-${randomBytes(4).toString("hex")}`;
  writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
  renameSync(aside, file);
  return dump;
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  migratedPglite ??= migratedPgliteOfThisRun();
  const handle = await openDatabase({ pgliteDir: "memory://", pgliteFrom: await migratedPglite });
  return { ...handle, destroy: () => handle.close() };
}

/**
 * Runs `work` with the database as a second instance has it: a handle of its own on PostgreSQL, the same one on
 * PGlite (which serves one process), e.g. to start two instances at once.
 */
export async function asSecondInstance<T>(database: TestDatabase, work: (second: Database) => Promise<T>): Promise<T> {
  const second = database.url ? await openDatabase({ url: database.url }) : database;
  try {
    return await work(second.db);
  } finally {
    if (second !== database) await second.close();
  }
}

export const backends = [
  { name: "pglite", skip: false, create: createPgliteDatabase },
  { name: "postgres", skip: !postgresAvailable, create: createPostgresDatabase },
] as const;

/**
 * A new embedded database directory, initialised but without tables, as a site's first start leaves it before the
 * migrations: a copy of one made once per test run (PostgreSQL's initdb runs in a child process of its own and
 * takes 5–10 s on the busy machine; copying its files a fraction of a second). Opening it runs the migrations.
 */
export async function newPgliteDirectory(parent: string): Promise<string> {
  initialisedPglite ??= initialisedPgliteOfThisRun();
  const dir = path.join(parent, "pglite");
  cpSync(await initialisedPglite, dir, { recursive: true });
  return dir;
}
let initialisedPglite: Promise<string> | undefined;

/**
 * The template, made by the first worker of the run that needs it, in the run's directory (removed with it): made
 * aside and renamed into place, so that a worker never copies a half-made one; a worker that lost the race to
 * another uses the other's.
 */
async function initialisedPgliteOfThisRun(): Promise<string> {
  const template = path.join(inject("testRunDirectory"), "pglite-template");
  if (existsSync(template)) return template;
  const aside = mkdtempSync(`${template}-`);
  await (await openDatabase({ pgliteDir: path.join(aside, "pglite"), migrations: false })).close();
  try {
    renameSync(path.join(aside, "pglite"), template);
  } catch (error) {
    if (!existsSync(template)) throw error;
  }
  rmSync(aside, { recursive: true, force: true });
  return template;
}
