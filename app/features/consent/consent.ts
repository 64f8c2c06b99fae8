/**
 * Cookie consent: one record under one fixed browser
 * storage key, valid for 365 days. Accepting fires CONSENT_GRANTED_EVENT on
 * window; analytics code listens for it and loads nothing before it.
 */
export const CONSENT_STORAGE_KEY = "cookie-consent";
export const CONSENT_GRANTED_EVENT = "cookie-consent-granted";
export const CONSENT_VALIDITY_DAYS = 365;
export const CONSENT_BANNER_DELAY_MS = 3000;

export interface ConsentRecord {
  analytics: boolean;
  /** ISO time of the decision. */
  timestamp: string;
  /** ISO time after which the decision is asked again. */
  expiry: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createConsent(analytics: boolean, now: Date = new Date()): ConsentRecord {
  return {
    analytics,
    timestamp: now.toISOString(),
    expiry: new Date(now.getTime() + CONSENT_VALIDITY_DAYS * DAY_MS).toISOString(),
  };
}

/** The stored record if it is well-formed and not expired, else undefined. */
export function parseConsent(raw: string | null, now: Date = new Date()): ConsentRecord | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return undefined;
    const { analytics, timestamp, expiry } = value as Record<string, unknown>;
    if (typeof analytics !== "boolean" || typeof timestamp !== "string" || typeof expiry !== "string") return undefined;
    const expiresAt = Date.parse(expiry);
    if (Number.isNaN(expiresAt) || Number.isNaN(Date.parse(timestamp)) || expiresAt <= now.getTime()) return undefined;
    return { analytics, timestamp, expiry };
  } catch {
    return undefined;
  }
}

export function readConsent(storage: Pick<Storage, "getItem">, now?: Date): ConsentRecord | undefined {
  try {
    return parseConsent(storage.getItem(CONSENT_STORAGE_KEY), now);
  } catch {
    return undefined; // storage blocked (privacy mode): ask again
  }
}

export function storeConsent(storage: Pick<Storage, "setItem">, record: ConsentRecord) {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage blocked: the decision holds for this page view only.
  }
}

export function announceConsentGranted(target: Pick<EventTarget, "dispatchEvent">, record: ConsentRecord) {
  target.dispatchEvent(new CustomEvent<ConsentRecord>(CONSENT_GRANTED_EVENT, { detail: record }));
}
