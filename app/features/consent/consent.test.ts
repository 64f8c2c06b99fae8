import { describe, expect, it } from "vitest";
import {
  CONSENT_GRANTED_EVENT,
  CONSENT_STORAGE_KEY,
  announceConsentGranted,
  createConsent,
  parseConsent,
  readConsent,
  storeConsent,
} from "./consent";

const now = new Date("2026-03-01T12:00:00.000Z");

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

describe("consent record", () => {
  it("expires 365 days after the decision", () => {
    expect(createConsent(true, now)).toEqual({
      analytics: true,
      timestamp: "2026-03-01T12:00:00.000Z",
      expiry: "2027-03-01T12:00:00.000Z",
    });
  });

  it("is stored under the one fixed key and read back", () => {
    const storage = memoryStorage();
    storeConsent(storage, createConsent(false, now));
    expect([...storage.items.keys()]).toEqual([CONSENT_STORAGE_KEY]);
    expect(readConsent(storage, now)).toEqual(createConsent(false, now));
  });

  it("is no longer valid at its expiry", () => {
    const record = createConsent(true, now);
    expect(parseConsent(JSON.stringify(record), new Date("2027-03-01T11:59:59.999Z"))).toEqual(record);
    expect(parseConsent(JSON.stringify(record), new Date("2027-03-01T12:00:00.000Z"))).toBeUndefined();
  });

  it.each([null, "", "not json", "null", "42", '{"analytics":"yes","timestamp":"x","expiry":"y"}', '{"analytics":true}'])(
    "ignores a malformed value %s",
    (raw) => expect(parseConsent(raw, now)).toBeUndefined(),
  );

  it("treats blocked storage as no decision", () => {
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(readConsent(throwing, now)).toBeUndefined();
    expect(() => storeConsent(throwing, createConsent(true, now))).not.toThrow();
  });

  it("announces consent with the record as detail", () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(CONSENT_GRANTED_EVENT, (event) => seen.push((event as CustomEvent).detail));
    const record = createConsent(true, now);
    announceConsentGranted(target, record);
    expect(seen).toEqual([record]);
  });
});
