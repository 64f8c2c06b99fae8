import { dataDir, env } from "~/config/env.server";
import { type Database, type DatabaseHandle, getDatabase } from "./client.server";

/** The application's database with its driver's extras (listening for notifications). */
export function databaseHandle(): Promise<DatabaseHandle> {
  return getDatabase({ databaseUrl: env().DATABASE_URL, dataDir: dataDir() });
}

/** The application's database as configured by the environment (DATABASE_URL or PGlite in DATA_DIR). */
export async function db(): Promise<Database> {
  return (await databaseHandle()).db;
}
