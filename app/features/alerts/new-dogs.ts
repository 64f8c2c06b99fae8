/**
 * Which dogs a refresh of the list may announce. Every dog the source lists is recorded once, when first
 * seen; it counts as new only if the list was known before (at least one dog recorded) and the refresh that
 * first saw it followed a successful refresh of at most `RECENT_REFRESH_HOURS` ago. So the first fetch into an
 * empty database, and the first after an outage of the source, record every dog and announce none: no flood
 * of the whole list, only dogs that really appeared between two refreshes.
 */

export const RECENT_REFRESH_HOURS = 6;

export interface RefreshHistory {
  /** Whether any dog was recorded before this refresh. */
  knownBefore: boolean;
  /** When the refresh before this one succeeded, if ever. */
  previousSuccessAt: Date | undefined;
  now: Date;
}

export function announcesNewDogs({ knownBefore, previousSuccessAt, now }: RefreshHistory): boolean {
  if (!knownBefore || !previousSuccessAt) return false;
  return now.getTime() - previousSuccessAt.getTime() <= RECENT_REFRESH_HOURS * 60 * 60 * 1000;
}

/** At most one alert mail a day per subscription: the next one 24 hours after the last (announce.server.ts claims it). */
export const ALERT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Unconfirmed subscriptions are deleted after this long. */
export const UNCONFIRMED_KEPT_MS = 48 * 60 * 60 * 1000;
