import * as z from "zod";

/**
 * A backup is one gzip file of JSON lines, portable between the embedded database and a PostgreSQL server:
 * the header (this schema), then each table's rows in the header's order (as many lines as it announces, one
 * `row_to_json` object each), then the end line. A file without its end line was cut off and is refused.
 */
export const BACKUP_FORMAT = "costa-azahar-site-backup";
export const BACKUP_VERSION = 1;

export const backupHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  source: z.enum(["pglite", "postgres"]),
  /** The migration level: how many were applied and the `when` of the last (drizzle's journal), null for none. */
  migrations: z.object({ count: z.number().int().min(0), lastWhen: z.number().nullable() }),
  tables: z.array(z.object({ name: z.string().min(1), rows: z.number().int().min(0) })),
});
export type BackupHeader = z.infer<typeof backupHeader>;

export const endLine = JSON.stringify({ end: BACKUP_FORMAT });

/** The header of a backup from its first line; throws with a readable message when it is none. */
export function parseBackupHeader(line: string | undefined): BackupHeader {
  let value: unknown;
  try {
    value = JSON.parse(line ?? "");
  } catch {
    throw new Error("not a backup of this site (its first line is no JSON header)");
  }
  const parsed = backupHeader.safeParse(value);
  if (!parsed.success) {
    const format = (value as { format?: unknown } | null)?.format;
    throw new Error(
      format === BACKUP_FORMAT
        ? `a backup of format version ${String((value as { version?: unknown }).version)}, not ${BACKUP_VERSION}`
        : "not a backup of this site",
    );
  }
  return parsed.data;
}

export interface JournalEntry {
  tag: string;
  when: number;
}

/**
 * The migrations a backup's rows belong to: the journal's entries up to its last applied one. A restore
 * loads the rows at that level and applies the newer migrations afterwards, so an older backup restores
 * into newer code; a backup from newer code (a migration this code does not know) is refused.
 */
export function migrationsOfBackup(journal: readonly JournalEntry[], level: BackupHeader["migrations"]): JournalEntry[] {
  const applied = journal.filter((entry) => level.lastWhen !== null && entry.when <= level.lastWhen);
  const known = level.lastWhen === null || journal.some((entry) => entry.when === level.lastWhen);
  if (!known || applied.length !== level.count) {
    throw new Error(
      `the backup's database has ${level.count} migrations, the last of ${level.lastWhen ?? "none"}; this version of the site knows ` +
        `${journal.length} (last ${journal.at(-1)?.when ?? "none"}): restore it with the version that wrote it, or a newer one`,
    );
  }
  return applied;
}
