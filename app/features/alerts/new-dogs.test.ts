import { describe, expect, it } from "vitest";
import { RECENT_REFRESH_HOURS, announcesNewDogs } from "./new-dogs";

const now = new Date("2026-11-25T12:00:00Z");
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

describe("which refresh announces new dogs", () => {
  it("announces dogs first seen by a refresh that followed a recent successful one", () => {
    expect(announcesNewDogs({ knownBefore: true, previousSuccessAt: hoursBefore(0.1), now })).toBe(true);
    expect(announcesNewDogs({ knownBefore: true, previousSuccessAt: hoursBefore(RECENT_REFRESH_HOURS), now })).toBe(true);
  });

  it("announces nothing on the first fetch into an empty database", () => {
    expect(announcesNewDogs({ knownBefore: false, previousSuccessAt: undefined, now })).toBe(false);
    // A stored list from before the alerts existed: every dog would look new.
    expect(announcesNewDogs({ knownBefore: false, previousSuccessAt: hoursBefore(0.1), now })).toBe(false);
  });

  it("announces nothing on the first fetch after an outage of the source", () => {
    expect(announcesNewDogs({ knownBefore: true, previousSuccessAt: hoursBefore(RECENT_REFRESH_HOURS + 0.1), now })).toBe(false);
    expect(announcesNewDogs({ knownBefore: true, previousSuccessAt: undefined, now })).toBe(false);
  });
});
