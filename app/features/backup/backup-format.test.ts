import { describe, expect, it } from "vitest";
import { BACKUP_FORMAT, migrationsOfBackup, parseBackupHeader } from "./backup-format";

const journal = [
  { tag: "0000_initial", when: 100 },
  { tag: "0001_more", when: 200 },
  { tag: "0002_most", when: 300 },
];

const header = {
  format: BACKUP_FORMAT,
  version: 1,
  createdAt: "2026-11-24T10:00:00.000Z",
  source: "pglite",
  migrations: { count: 2, lastWhen: 200 },
  tables: [{ name: "editors", rows: 2 }],
};

describe("backup header", () => {
  it("reads a header line", () => {
    expect(parseBackupHeader(JSON.stringify(header))).toEqual(header);
  });

  it("refuses what is no backup, or one of another version", () => {
    expect(() => parseBackupHeader("\u001f\u008b")).toThrow("not a backup of this site (its first line is no JSON header)");
    expect(() => parseBackupHeader(undefined)).toThrow("not a backup of this site (its first line is no JSON header)");
    expect(() => parseBackupHeader(JSON.stringify({ format: "pg_dump" }))).toThrow("not a backup of this site");
    expect(() => parseBackupHeader(JSON.stringify({ ...header, version: 2 }))).toThrow("a backup of format version 2, not 1");
  });
});

describe("migrations of a backup", () => {
  it("are the journal's entries up to the backup's last one", () => {
    expect(migrationsOfBackup(journal, { count: 2, lastWhen: 200 }).map((entry) => entry.tag)).toEqual(["0000_initial", "0001_more"]);
    expect(migrationsOfBackup(journal, { count: 3, lastWhen: 300 })).toHaveLength(3);
    expect(migrationsOfBackup(journal, { count: 0, lastWhen: null })).toEqual([]);
  });

  it("refuse a backup from a version with migrations this one does not know", () => {
    expect(() => migrationsOfBackup(journal, { count: 4, lastWhen: 400 })).toThrow(
      "the backup's database has 4 migrations, the last of 400; this version of the site knows 3 (last 300)",
    );
    // Same last migration but a different count: another history.
    expect(() => migrationsOfBackup(journal, { count: 1, lastWhen: 200 })).toThrow("the backup's database has 1 migrations");
  });
});
