import { describe, expect, it } from "vitest";
import { backupsBeyondKeep, dailyBackupName, utcDay } from "./backup-retention";

describe("daily backup retention", () => {
  it("names a backup by its UTC day", () => {
    expect(utcDay(new Date("2026-11-24T23:30:00-02:00"))).toBe("2026-11-25");
    expect(dailyBackupName("2026-11-25", false)).toBe("backup-2026-11-25.jsonl.gz");
    expect(dailyBackupName("2026-11-25", true)).toBe("backup-2026-11-25.jsonl.gz.enc");
  });

  it("deletes the oldest daily backups beyond the number kept, and nothing else", () => {
    const files = [
      "backup-2026-11-24.jsonl.gz",
      "notes.txt",
      "backup-2026-11-22.jsonl.gz",
      "backup-2026-11-23.jsonl.gz",
      "backup-2026-11-21.jsonl.gz.partial",
      "backup-before-upgrade.jsonl.gz",
    ];
    expect(backupsBeyondKeep(files, 2)).toEqual(["backup-2026-11-22.jsonl.gz"]);
    expect(backupsBeyondKeep(files, 3)).toEqual([]);
    expect(backupsBeyondKeep(files, 1)).toEqual(["backup-2026-11-22.jsonl.gz", "backup-2026-11-23.jsonl.gz"]);
    // Sealed ones (BACKUP_KEY set since the 24th) count with the others.
    expect(backupsBeyondKeep([...files, "backup-2026-11-25.jsonl.gz.enc"], 2)).toEqual([
      "backup-2026-11-22.jsonl.gz",
      "backup-2026-11-23.jsonl.gz",
    ]);
  });
});
