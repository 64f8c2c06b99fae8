import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { backoffDelay } from "~/lib/backoff";
import { byteaFromHex, byteaToHex } from "./bytea";
import { logger } from "~/lib/logger.server";
import { notePgliteHolder } from "./pglite-owner.server";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The common Drizzle surface of both drivers: code never needs to know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of that database, for work that is part of a bigger change. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, from any instance. `onGap` is called when
   * notifications may have been missed (the listening connection was lost and is open again). Returns the stop.
   */
  listen(channel: string, onNotify: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise embedded PGlite. */
  url?: string;
  /** PGlite data directory, or "memory://" for a throw-away database. */
  pgliteDir?: string;
  /**
   * The migrations applied on opening: the application's (default), another folder (a restore stops at a
   * backup's level first), or false to open the database as it is (a backup reads it without changing it).
   */
  migrations?: string | false;
  /** A dump of an embedded database's files (PGlite's `dumpDataDir`) to start from instead of an empty database. */
  pgliteFrom?: Blob;
}

/** The migrations folder, found upwards from this module (source in app/db, or bundled under build/server). */
export const migrationsFolder = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "app/db/migrations");
    if (existsSync(path.join(candidate, "meta/_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("app/db/migrations not found above " + fileURLToPath(import.meta.url));
    dir = parent;
  }
})();

/**
 * The embedded PostgreSQL's memory, sized for a site's small database on a small server (docs/decisions/0023).
 * PostgreSQL's default buffer pool (128 MB) is allocated and touched at start inside the WebAssembly memory,
 * which never shrinks: it alone held more than a whole server with PostgreSQL elsewhere. The database files are
 * ordinary files, cached by the operating system besides.
 */
const pgliteMemorySettings = ["-c", "shared_buffers=16MB", "-c", "temp_buffers=4MB", "-c", "maintenance_work_mem=16MB"];

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/** Arbitrary constant key: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_KEY = 7_240_513;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrations = options.migrations ?? migrationsFolder;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection that breaks (server restart, terminated backend) must not crash the process: the pool drops it
    // and the next query connects anew. Without a listener the pool's "error" event would be an uncaught exception.
    pool.on("error", (error) => logger.warn({ err: error }, "database connection lost; the next query reconnects"));
    if (migrations) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: migrations });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    }
    return {
      db: drizzlePostgres(pool, { schema }) as unknown as Database,
      kind: "postgres",
      listen: (channel, onNotify, onGap) => listenOnServer(options.url!, channel, onNotify, onGap),
      close: () => pool.end(),
    };
  }

  const dir = options.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) {
    mkdirSync(dir, { recursive: true });
    await initialiseDataDirectory(dir);
  }
  const client = await PGlite.create(dir, {
    startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings],
    loadDataDir: options.pgliteFrom,
    parsers: { [BYTEA]: byteaFromHex },
    serializers: { [BYTEA]: byteaToHex },
  });
  const db = drizzlePglite(client, { schema });
  if (migrations) await migratePglite(db, { migrationsFolder: migrations });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    // One process owns an embedded database: its notifications never go missing.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
}

/**
 * Creates the embedded database's files in a new directory (PostgreSQL's initdb) in a short-lived child process.
 * initdb runs in a database instance of its own whose memory (about 450 MB resident) the server would keep long
 * after, in its own process and even in a worker thread; a process that ends returns all of it.
 */
async function initialiseDataDirectory(dir: string): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  const entry = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const script = `const [entry, dir] = process.argv.slice(1);
    import(entry).then(({ PGlite }) => PGlite.create(dir)).then((database) => database.close());`;
  await promisify(execFile)(process.execPath, ["-e", script, entry, dir]);
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it breaks, it is opened
 * again after a growing pause, and `onGap` says that notifications may have been missed meanwhile.
 */
async function listenOnServer(url: string, channel: string, onNotify: (payload: string) => void, onGap: () => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  async function connect(): Promise<void> {
    const connection = new pg.Client({ connectionString: url });
    connection.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    connection.on("error", (error) => {
      logger.warn({ err: error, channel }, "database: listening connection lost; reopening");
      reopen(connection);
    });
    await connection.connect();
    await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = connection;
    failures = 0;
  }

  function reopen(broken: pg.Client) {
    if (stopped || client !== broken || retry) return;
    client = undefined;
    void broken.end().catch(() => {});
    const attempt = () => {
      retry = undefined;
      if (stopped) return;
      connect().then(onGap, (error: unknown) => {
        failures++;
        logger.warn({ err: error, channel }, "database: could not listen again; retrying");
        retry = setTimeout(attempt, backoffDelay(failures, 500, 30_000));
      });
    };
    retry = setTimeout(attempt, backoffDelay(failures + 1, 500, 30_000));
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  // The two drivers' results differ in type; both hold `rows`.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

let shared: Promise<DatabaseHandle> | undefined;

/** The embedded database's directory in DATA_DIR. */
export const pgliteDirIn = (dataDir: string) => path.join(dataDir, "pglite");

/**
 * The application's database, opened (and migrated) once per process. An embedded one is noted as this
 * process's while it is open (pglite-owner.server.ts: the editor command must not open it meanwhile).
 */
export function getDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  shared ??= (async () => {
    if (config.databaseUrl) return openDatabase({ url: config.databaseUrl });
    const pgliteDir = pgliteDirIn(config.dataDir);
    const handle = await openDatabase({ pgliteDir });
    const release = notePgliteHolder(pgliteDir);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        release();
      },
    };
  })().catch((error) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

export async function closeSharedDatabase() {
  const handle = shared;
  shared = undefined;
  if (handle) await (await handle).close();
}
