import { firstSettings } from "./first-version";
import type { SiteSettings } from "./settings";

/**
 * The settings this process serves, for every reader (pages, mails, links): set by the settings store when it reads
 * them from the database (store.server.ts), the first version until then (a unit test, a command).
 */
let current: SiteSettings = firstSettings;

export const siteSettings = (): SiteSettings => current;

/** For the settings store only. */
export function serveSettings(settings: SiteSettings): void {
  current = settings;
}
