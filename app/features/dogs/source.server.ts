import { createHash, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { logger as rootLogger } from "~/lib/logger.server";
import { normaliseDogList } from "./normalise";
import { sampleDogSource } from "./sample/dogs";
import { type StoredDogList, acquireLease, readSnapshot, releaseLease, saveSnapshot } from "./source-store.server";
import type { Dog, DogList } from "./types";
import { backoffDelay } from "~/lib/backoff";

/** What pages get: the dogs with the time the list describes; `failed` when there is no list at all to show. */
export interface DogListResult {
  dogs: Dog[];
  cacheTimestamp: string | null;
  failed: boolean;
  /** Changes exactly when what pages show of the list changes (the page cache keeps pages per version). */
  version: string;
}

/** The dog source's state for /healthz. */
export interface DogSourceStatus {
  mode: "sample" | "remote";
  dogs: number;
  cacheTimestamp: string | null;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  failing: boolean;
  /** Refreshes that failed (after their retries) since the process started. */
  failures: number;
}

export interface DogSource {
  load(): Promise<DogListResult>;
  /**
   * The version of the list in hand, without waiting: undefined until a page has loaded the first list. Starts
   * a due refresh as `load` does (a page answered from the page cache runs no loader).
   */
  versionNow(): string | undefined;
  status(): DogSourceStatus;
}

/** A failed load is retried 3 times, with exponential back-off from 1 s capped at 30 s. */
export interface RetryPolicy {
  retries: number;
  baseMs: number;
  capMs: number;
}
const defaultRetryPolicy: RetryPolicy = { retries: 3, baseMs: 1000, capMs: 30_000 };

/** The wait after failed attempt number `attempt` (0-based). */
export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return backoffDelay(attempt + 1, policy.baseMs, policy.capMs);
}

const defaultTimeoutMs = 10_000;

/** The longest a refresh can take: every attempt timing out, plus the back-off between them. */
export function longestRefreshMs(policy: RetryPolicy = defaultRetryPolicy, timeoutMs = defaultTimeoutMs): number {
  const backOff = Array.from({ length: policy.retries }, (_, attempt) => retryDelay(policy, attempt)).reduce((a, b) => a + b, 0);
  return (policy.retries + 1) * timeoutMs + backOff;
}

export interface RemoteDogSourceOptions {
  url: string;
  token?: string;
  refreshSeconds: number;
  database: () => Promise<Database>;
  logger: Logger;
  retry?: RetryPolicy;
  /** Per attempt. */
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Names this instance in the refresh lease. */
  instanceId?: string;
  /**
   * Told of every list this instance fetched, with when the one before it was fetched (the new-dog alerts
   * record and announce its dogs); awaited before the refresh ends, and expected not to throw.
   */
  onRefreshed?: (refresh: { dogs: readonly Dog[]; previousSuccessAt: Date | undefined; now: Date }) => Promise<void>;
}

const failedResult: DogListResult = { dogs: [], cacheTimestamp: null, failed: true, version: "failed" };

/**
 * A digest of a list's dogs and timestamp, with every object's keys in order: a list read back from the
 * database (whose JSON keeps keys in an order of its own) has the version of the list as it was fetched.
 */
export function dogListVersion(list: DogList): string {
  const sortedKeys = (_key: string, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value;
  return createHash("sha256")
    .update(JSON.stringify([list.cacheTimestamp, list.dogs], sortedKeys))
    .digest("base64url")
    .slice(0, 22);
}

/** A stable key per source URL (the URL itself may carry secrets). */
export function sourceKeyOf(url: string): string {
  return `remote:${createHash("sha256").update(url).digest("hex").slice(0, 16)}`;
}

/**
 * The dog list from DOGS_SOURCE_URL. A list is fresh for `refreshSeconds`;
 * after that the cached list is still served at once while one background
 * refresh runs (with retries). The last good list is kept in the database, so
 * it survives restarts and is served with its timestamp while the source
 * fails. Several instances share the database; a lease lets only one of them
 * fetch at a time, the others adopt its snapshot.
 */
export function createRemoteDogSource(options: RemoteDogSourceOptions): DogSource {
  const retry = options.retry ?? defaultRetryPolicy;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const holder = options.instanceId ?? randomUUID();
  const sourceKey = sourceKeyOf(options.url);
  const log = options.logger.child({ component: "dog-source" });
  const freshMs = options.refreshSeconds * 1000;
  // After a failed refresh, wait before trying again (a failing source is not hammered on every visit).
  const failureCooldownMs = Math.min(freshMs, 30_000);
  // Longer than the worst refresh.
  const leaseMs = longestRefreshMs(retry, timeoutMs) + 10_000;

  let current: (StoredDogList & { version: string }) | undefined;
  const keep = (list: StoredDogList) => {
    current = { ...list, version: dogListVersion(list) };
  };
  let snapshotLoaded: Promise<void> | undefined;
  let inFlight: Promise<void> | undefined;
  let lastSuccessAt: number | undefined;
  let lastFailureAt: number | undefined;
  let failures = 0;

  const isFresh = (list: StoredDogList) => now() - list.fetchedAt.getTime() < freshMs;
  const failing = () => lastFailureAt !== undefined && (lastSuccessAt === undefined || lastFailureAt > lastSuccessAt);
  const coolingDown = () => failing() && now() - lastFailureAt! < failureCooldownMs;

  async function withDatabase<T>(action: string, work: (database: Database) => Promise<T>): Promise<T | undefined> {
    try {
      return await work(await options.database());
    } catch (error) {
      log.error({ err: error }, `dog source: could not ${action}`);
      return undefined;
    }
  }

  /** Take a newer list from the database (written by a restart's predecessor or another instance). */
  async function adoptSnapshot() {
    const stored = await withDatabase("read the snapshot", (database) => readSnapshot(database, sourceKey));
    if (stored && (!current || stored.fetchedAt > current.fetchedAt)) keep(stored);
  }

  async function fetchOnce(): Promise<unknown> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const response = await fetch(options.url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`dog source answered ${response.status}`);
    return response.json();
  }

  async function fetchWithRetries(): Promise<StoredDogList> {
    for (let attempt = 0; ; attempt++) {
      try {
        const fetchedAt = new Date(now());
        const list = normaliseDogList(await fetchOnce(), fetchedAt);
        for (const entry of list.skipped) log.warn({ index: entry.index, reason: entry.reason }, "dog source: skipped a malformed entry");
        return { dogs: list.dogs, cacheTimestamp: list.cacheTimestamp, fetchedAt };
      } catch (error) {
        if (attempt >= retry.retries) throw error;
        const delay = retryDelay(retry, attempt);
        log.warn({ reason: String(error), attempt: attempt + 1, retryInMs: delay }, "dog source: fetch failed, retrying");
        await sleep(delay);
      }
    }
  }

  async function refresh() {
    const leased = await withDatabase("take the refresh lease", (database) => acquireLease(database, sourceKey, holder, leaseMs));
    // false: another instance is refreshing and will write the snapshot. undefined: no database, refresh alone.
    if (leased === false) return;
    try {
      // A holder saves before it releases: with the lease in hand, the stored snapshot is the newest there is.
      await adoptSnapshot();
      if (current && isFresh(current)) return;
      const list = await fetchWithRetries();
      const previousSuccessAt = current?.fetchedAt;
      keep(list);
      lastSuccessAt = now();
      log.info({ dogs: list.dogs.length, cacheTimestamp: list.cacheTimestamp }, "dog source: list refreshed");
      await withDatabase("save the snapshot", (database) => saveSnapshot(database, sourceKey, list));
      await options.onRefreshed?.({ dogs: list.dogs, previousSuccessAt, now: list.fetchedAt });
    } catch (error) {
      lastFailureAt = now();
      failures++;
      log.error({ err: error, servingSince: current?.cacheTimestamp ?? null }, "dog source: refresh failed, serving the last good list");
    } finally {
      if (leased) await withDatabase("release the refresh lease", (database) => releaseLease(database, sourceKey, holder));
    }
  }

  function startRefresh(): Promise<void> {
    inFlight ??= refresh().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  /** A list past its freshness is refreshed in the background (not while a failure cools down). */
  const refreshIfDue = () => {
    if (current && !isFresh(current) && !coolingDown()) void startRefresh();
  };

  const served = (): DogListResult =>
    current ? { dogs: current.dogs, cacheTimestamp: current.cacheTimestamp, failed: false, version: current.version } : failedResult;

  return {
    async load() {
      snapshotLoaded ??= adoptSnapshot();
      await snapshotLoaded;
      if (current) {
        refreshIfDue();
        return served();
      }
      // Nothing to show yet: this visitor waits for the first list (or its failure).
      if (inFlight || !coolingDown()) await startRefresh();
      return served();
    },
    versionNow() {
      refreshIfDue();
      return current?.version;
    },
    status() {
      const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
      return {
        mode: "remote",
        dogs: current?.dogs.length ?? 0,
        cacheTimestamp: current?.cacheTimestamp ?? null,
        lastSuccessAt: iso(lastSuccessAt ?? current?.fetchedAt.getTime()),
        lastFailureAt: iso(lastFailureAt),
        failing: failing(),
        failures,
      };
    },
  };
}

/** The bundled sample dogs (DOGS_SOURCE_URL unset). */
export function createSampleDogSource(): DogSource {
  const list = normaliseDogList(sampleDogSource, new Date(sampleDogSource.cacheTimestamp));
  const version = dogListVersion(list);
  return {
    load: () => Promise.resolve({ dogs: list.dogs, cacheTimestamp: list.cacheTimestamp, failed: false, version }),
    versionNow: () => version,
    status: () => ({
      mode: "sample",
      dogs: list.dogs.length,
      cacheTimestamp: list.cacheTimestamp,
      lastSuccessAt: list.cacheTimestamp,
      lastFailureAt: null,
      failing: false,
      failures: 0,
    }),
  };
}

let shared: DogSource | undefined;

type RefreshListener = NonNullable<RemoteDogSourceOptions["onRefreshed"]>;
const refreshListeners = new Set<RefreshListener>();

/**
 * Work that follows each successful refresh of this process's list, in the order registered (the new-dog alerts
 * register theirs when they start): the features that react to new dogs depend on the dogs, not the other way round.
 */
export function onDogListRefresh(listener: RefreshListener) {
  refreshListeners.add(listener);
}

/** The process's dog source, as the environment configures it. */
export function dogSource(): DogSource {
  if (!shared) {
    const { DOGS_SOURCE_URL, DOGS_SOURCE_TOKEN, DOGS_REFRESH_SECONDS } = env();
    shared = DOGS_SOURCE_URL
      ? createRemoteDogSource({
          url: DOGS_SOURCE_URL,
          token: DOGS_SOURCE_TOKEN,
          refreshSeconds: DOGS_REFRESH_SECONDS,
          database: db,
          logger: rootLogger,
          onRefreshed: async (refresh) => {
            for (const listener of refreshListeners) await listener(refresh);
          },
        })
      : createSampleDogSource();
  }
  return shared;
}

/** The dog list for pages (dog list, detail, home, hospice, sitemap): never throws. */
export function loadDogList(): Promise<DogListResult> {
  return dogSource().load();
}

/**
 * The list this server has in hand, for background work (the new-dog alerts' passes): `failed` while it has
 * none yet, so that only a visitor makes a fresh server fetch its first list; refreshed when due, as for a page.
 */
export function dogListInHand(): Promise<Pick<DogListResult, "dogs" | "failed">> {
  return dogSource().versionNow() === undefined ? Promise.resolve({ dogs: [], failed: true }) : loadDogList();
}

/** Whether dog images are drawn from the bundled samples rather than fetched. */
export const usesSampleDogs = () => !env().DOGS_SOURCE_URL;
