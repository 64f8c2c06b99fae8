/** The daily backups in BACKUP_DIR are named by their UTC day, so that their names sort by age; `.enc`: sealed with BACKUP_KEY. */
const dailyName = /^backup-(\d{4}-\d{2}-\d{2})\.jsonl\.gz(\.enc)?$/;

export const dailyBackupName = (day: string, sealed: boolean) => `backup-${day}.jsonl.gz${sealed ? ".enc" : ""}`;

/** The UTC day of a moment, as the daily backups count days. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The daily backups to delete so that the newest `keep` remain; other files in the directory are never touched. */
export function backupsBeyondKeep(fileNames: readonly string[], keep: number): string[] {
  const daily = fileNames.filter((name) => dailyName.test(name)).sort();
  return daily.slice(0, Math.max(0, daily.length - keep));
}
