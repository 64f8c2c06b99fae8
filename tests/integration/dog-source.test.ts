import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { dogRefreshLeases, dogSnapshots } from "~/db/schema";
import {
  type RemoteDogSourceOptions,
  createRemoteDogSource,
  createSampleDogSource,
  longestRefreshMs,
  retryDelay,
  sourceKeyOf,
} from "~/features/dogs/source.server";
import { acquireLease, readSnapshot, releaseLease, saveSnapshot } from "~/features/dogs/source-store.server";
import { type TestDatabase, backends } from "../support/databases";
import { fixtureCacheTimestamp, fixtureDogs } from "../support/dog-fixture";
import { FakeDogSource } from "../support/fake-dog-source";

const silent = pino({ level: "silent" });

describe("retry back-off", () => {
  it("waits 1 s, 2 s, 4 s … capped at 30 s", () => {
    const policy = { retries: 3, baseMs: 1000, capMs: 30_000 };
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(policy, attempt))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("makes a refresh take at most 4 attempts of 10 s and 7 s of waiting between them", () => {
    expect(longestRefreshMs()).toBe(47_000);
    expect(longestRefreshMs({ retries: 1, baseMs: 500, capMs: 30_000 }, 2000)).toBe(4500);
  });
});

describe("sample dog source", () => {
  it("serves the bundled sample dogs", async () => {
    const list = await createSampleDogSource().load();
    expect(list.failed).toBe(false);
    expect(list.dogs.length).toBeGreaterThanOrEqual(40);
    expect(list.cacheTimestamp).toBe("2026-05-04T09:30:00.000Z");
  });
});

describe.each(backends)("dog source on $name", ({ skip, create }) => {
  let database: TestDatabase;
  let fake: FakeDogSource;
  let clock: number;
  let sleeps: number[];

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    fake = new FakeDogSource();
    await fake.listen();
  });
  afterAll(async () => {
    await fake?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    if (skip) return;
    fake.reset();
    clock = Date.parse("2026-05-01T10:00:00Z");
    sleeps = [];
    await database.db.delete(dogSnapshots);
    await database.db.delete(dogRefreshLeases);
  });
  afterEach(() => vi.useRealTimers());

  const source = (overrides: Partial<RemoteDogSourceOptions> = {}) =>
    createRemoteDogSource({
      url: fake.dogListUrl,
      refreshSeconds: 60,
      database: async () => database.db,
      logger: silent,
      now: () => clock,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      ...overrides,
    });

  it.skipIf(skip)("fetches, normalises and stores the list, sending the bearer token", async () => {
    const result = await source({ token: "geheim" }).load();
    expect(result.failed).toBe(false);
    expect(result.cacheTimestamp).toBe(fixtureCacheTimestamp);
    expect(result.dogs).toHaveLength(fixtureDogs.length);
    expect(result.dogs.find((dog) => dog.title === "Señor Peña")).toMatchObject({
      // The description as the source sent it (publicDescription): sanitised only when a page shows it.
      description: fixtureDogs.find((dog) => dog.title === "Señor Peña")?.description,
      imageIds: ["p1"],
    });
    expect(fake.requests[0]).toEqual({ path: "/api/dogs", authorization: "Bearer geheim" });
    const stored = await readSnapshot(database.db, sourceKeyOf(fake.dogListUrl));
    expect(stored?.dogs).toEqual(result.dogs);
    expect(stored?.cacheTimestamp).toBe(fixtureCacheTimestamp);
  });

  it.skipIf(skip)("sends no authorization without a token and accepts a bare array", async () => {
    fake.state.asArray = true;
    const result = await source().load();
    expect(fake.requests[0]!.authorization).toBeUndefined();
    expect(result.dogs).toHaveLength(fixtureDogs.length);
    expect(result.cacheTimestamp).toBe(new Date(clock).toISOString());
  });

  it.skipIf(skip)("keeps a fresh list without asking the source again", async () => {
    const dogs = source();
    await dogs.load();
    clock += 59_000;
    await dogs.load();
    expect(fake.dogListRequests).toBe(1);
  });

  it.skipIf(skip)("serves a stale list at once and refreshes it in the background", async () => {
    const dogs = source();
    await dogs.load();
    fake.state = { ...fake.state, mode: "slow", slowMs: 300, cacheTimestamp: "2026-05-01T11:00:00.000Z" };
    clock += 61_000;
    const started = performance.now();
    const stale = await dogs.load();
    expect(performance.now() - started).toBeLessThan(200);
    expect(stale.cacheTimestamp).toBe(fixtureCacheTimestamp);
    await vi.waitFor(async () => expect((await dogs.load()).cacheTimestamp).toBe("2026-05-01T11:00:00.000Z"), { timeout: 3000 });
    expect(fake.dogListRequests).toBe(2);
  });

  it.skipIf(skip)("gives the list's version without waiting, the same for the same list, a new one for a changed list", async () => {
    const dogs = source();
    expect(dogs.versionNow()).toBeUndefined();
    expect(fake.dogListRequests).toBe(0);
    const first = (await dogs.load()).version;
    expect(dogs.versionNow()).toBe(first);
    // A refresh that brings the same list keeps the version: no cached page is rendered anew for nothing.
    clock += 61_000;
    expect(dogs.versionNow()).toBe(first);
    await vi.waitFor(() => expect(fake.dogListRequests).toBe(2));
    expect(dogs.versionNow()).toBe(first);
    // Another instance reads the list back from the database: the same version.
    const other = source({ instanceId: "other" });
    expect((await other.load()).version).toBe(first);
    fake.state = { ...fake.state, cacheTimestamp: "2026-05-01T11:00:00.000Z" };
    clock += 61_000;
    dogs.versionNow();
    await vi.waitFor(() => expect(dogs.versionNow()).not.toBe(first));
  });

  it.skipIf(skip)("retries 3 times with back-off, then keeps serving the last good list with its timestamp", async () => {
    const dogs = source();
    await dogs.load();
    fake.state.mode = "fail";
    clock += 61_000;
    await dogs.load();
    await vi.waitFor(() => expect(dogs.status().failing).toBe(true));
    expect(fake.dogListRequests).toBe(1 + 4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    const served = await dogs.load();
    expect(served).toMatchObject({ failed: false, cacheTimestamp: fixtureCacheTimestamp });
    expect(served.dogs).toHaveLength(fixtureDogs.length);
    expect(dogs.status()).toMatchObject({ mode: "remote", failing: true, failures: 1, cacheTimestamp: fixtureCacheTimestamp });
  });

  it.skipIf(skip)("serves the stored list after a restart while the source fails", async () => {
    await source().load();
    fake.state.mode = "fail";
    const restarted = source();
    const served = await restarted.load();
    expect(served).toMatchObject({ failed: false, cacheTimestamp: fixtureCacheTimestamp });
    expect(fake.dogListRequests).toBe(1);
  });

  it.skipIf(skip)("reports a failure when there never was a list, and does not hammer the source", async () => {
    fake.state.mode = "fail";
    const dogs = source();
    expect(await dogs.load()).toEqual({ dogs: [], cacheTimestamp: null, failed: true, version: "failed" });
    expect(fake.dogListRequests).toBe(4);
    expect(await dogs.load()).toMatchObject({ failed: true });
    expect(fake.dogListRequests).toBe(4);
    fake.state.mode = "empty";
    clock += 30_000;
    expect(await dogs.load()).toMatchObject({ failed: false, dogs: [] });
  });

  it.skipIf(skip)("skips malformed entries and keeps the rest", async () => {
    fake.state.dogs = [{ id: "a", title: "Gut" }, "kaputt", { id: "b", tags: "kein Array" }, { id: "c", title: "Auch gut" }];
    const result = await source().load();
    expect(result.dogs.map((dog) => dog.id)).toEqual(["a", "c"]);
  });

  it.skipIf(skip)("treats an answer of the wrong shape as a failure", async () => {
    fake.state.dogs = undefined as never;
    fake.state.asArray = false;
    const result = await source({ retry: { retries: 0, baseMs: 1, capMs: 1 } }).load();
    expect(result.failed).toBe(true);
  });

  it.skipIf(skip)("lets only one of several instances refresh at a time", async () => {
    let second: DatabaseHandle | undefined;
    try {
      // A second connection pool on the same database stands for a second server instance (PGlite: one process, one handle).
      second = database.url ? await openDatabase({ url: database.url }) : undefined;
      const secondDb = second?.db ?? database.db;
      await source({ instanceId: "seed" }).load();
      fake.state = { ...fake.state, mode: "slow", slowMs: 400, cacheTimestamp: "2026-05-01T12:00:00.000Z" };
      clock += 61_000;
      const a = source({ instanceId: "a" });
      const b = source({ instanceId: "b", database: async () => secondDb });
      await Promise.all([a.load(), b.load()]);
      await vi.waitFor(
        async () => {
          expect((await a.load()).cacheTimestamp).toBe("2026-05-01T12:00:00.000Z");
          expect((await b.load()).cacheTimestamp).toBe("2026-05-01T12:00:00.000Z");
        },
        { timeout: 5000 },
      );
      expect(fake.dogListRequests).toBe(2);
    } finally {
      await second?.close();
    }
  });

  it.skipIf(skip)("grants a refresh lease to one holder until it expires or is released", async () => {
    const key = "remote:lease-test";
    expect(await acquireLease(database.db, key, "a", 60_000)).toBe(true);
    expect(await acquireLease(database.db, key, "b", 60_000)).toBe(false);
    expect(await acquireLease(database.db, key, "a", 60_000)).toBe(true);
    await releaseLease(database.db, key, "b");
    expect(await acquireLease(database.db, key, "b", 60_000)).toBe(false);
    await releaseLease(database.db, key, "a");
    expect(await acquireLease(database.db, key, "b", 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await acquireLease(database.db, key, "a", 60_000)).toBe(true);
  });

  it.skipIf(skip)("replaces the stored snapshot of a source", async () => {
    const key = "remote:snapshot-test";
    const first = new Date("2026-01-01T00:00:00Z");
    await saveSnapshot(database.db, key, { dogs: [], cacheTimestamp: "t1", fetchedAt: first });
    await saveSnapshot(database.db, key, { dogs: [], cacheTimestamp: "t2", fetchedAt: new Date(first.getTime() + 1000) });
    expect(await readSnapshot(database.db, key)).toEqual({ dogs: [], cacheTimestamp: "t2", fetchedAt: new Date(first.getTime() + 1000) });
  });
});
