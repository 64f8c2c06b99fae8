import { dataDir, env } from "~/config/env.server";
import { type Database, getDatabase } from "./client.server";

/** The application's database as configured by the environment (DATABASE_URL or PGlite in DATA_DIR). */
export async function db(): Promise<Database> {
  return (await getDatabase({ databaseUrl: env().DATABASE_URL, dataDir: dataDir() })).db;
}
