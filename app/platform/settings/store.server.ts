import type { Database } from "~/db/client.server";
import { announceSiteChange } from "~/platform/site-changes.server";
import { latestVersion, recordFirstVersion, recordVersion } from "~/platform/history/versions.server";
import { serveSettings } from "./current";
import { firstSettings } from "./first-version";
import type { SiteSettings } from "./settings";

/*
 * The association's settings as this process serves them (current.ts): read from their newest version at start and
 * again whenever any instance saves new ones (site-changes.server.ts reloads before the page cache moves on), so
 * every page, mail and link shows a saved change at once.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Stored settings over the first version's shape: a fact added to the code after they were saved has its first value. */
function withDefaults<T>(defaults: T, stored: unknown): T {
  if (!isPlainObject(defaults) || !isPlainObject(stored)) return (stored ?? defaults) as T;
  return Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, withDefaults(value, stored[key])])) as T;
}

/** Reads the newest settings; a new database gets the first version as its version 1. */
export async function loadSettings(db: Database): Promise<SiteSettings> {
  let latest = await latestVersion(db, "settings", "site");
  if (!latest) {
    await recordFirstVersion(db, { kind: "settings", itemId: "site", data: firstSettings as unknown as Record<string, unknown> });
    latest = await latestVersion(db, "settings", "site");
  }
  const settings = withDefaults(firstSettings, latest?.data);
  serveSettings(settings);
  return settings;
}

/**
 * Saves the settings as their next version (a restore names the version it brings back) and tells every instance;
 * `alongside` runs in the same transaction (the workspace's activity log).
 */
export async function saveSettings(
  db: Database,
  settings: SiteSettings,
  editorId: string,
  note?: string,
  alongside?: (tx: Database) => Promise<void>,
): Promise<number> {
  const version = await db.transaction(async (tx) => {
    await alongside?.(tx);
    const saved = await recordVersion(tx, {
      kind: "settings",
      itemId: "site",
      data: settings as unknown as Record<string, unknown>,
      editorId,
      note,
    });
    await announceSiteChange(tx, "settings");
    return saved;
  });
  serveSettings(settings);
  return version;
}
