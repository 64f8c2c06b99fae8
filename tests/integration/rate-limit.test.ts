import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase, queryRows } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import {
  clientKey,
  consume,
  countAttempt,
  currentCount,
  resetCount,
  sweepEndedWindows,
  takeBackAttempt,
} from "~/features/rate-limit/counter.server";
import { formRoutes } from "../../server/forms-routes";
import { type TestDatabase, backends } from "../support/databases";

const MINUTE = 60_000;

/** Ends `key`'s window now, as if its time had passed (no test waits for the clock). */
const endWindow = (db: Database, key: string) =>
  db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimits.key, key));

describe.each(backends)("rate limit counter on $name", ({ skip, create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    if (!skip) await database.db.delete(rateLimits);
  });

  it.skipIf(skip)("allows a key up to the limit within its window, then refuses", async () => {
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push(await consume(database.db, "form:10.0.0.1", 3, MINUTE));
    expect(answers.map(({ hits, allowed }) => [hits, allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
    ]);
    // The window is fixed at the first attempt: a minute from then, on the database's clock.
    const [first, , , , last] = answers;
    expect(last!.resetAt).toEqual(first!.resetAt);
    const [{ now }] = (await queryRows<{ now: string | Date }>(database.db, sql`select now() as now`)) as [{ now: string | Date }];
    const untilReset = first!.resetAt.getTime() - new Date(now).getTime();
    expect(untilReset).toBeGreaterThan(MINUTE - 10_000);
    expect(untilReset).toBeLessThanOrEqual(MINUTE);
  });

  it.skipIf(skip)("keeps keys apart", async () => {
    await consume(database.db, "form:10.0.0.1", 1, MINUTE);
    expect(await consume(database.db, "form:10.0.0.2", 1, MINUTE)).toMatchObject({ hits: 1, allowed: true });
    expect(await consume(database.db, "sign-in:10.0.0.1", 1, MINUTE)).toMatchObject({ hits: 1, allowed: true });
    expect(await consume(database.db, "form:10.0.0.1", 1, MINUTE)).toMatchObject({ hits: 2, allowed: false });
  });

  it.skipIf(skip)("starts a new window at the first attempt after the old one ended", async () => {
    await consume(database.db, "form:10.0.0.1", 1, MINUTE);
    expect(await consume(database.db, "form:10.0.0.1", 1, MINUTE)).toMatchObject({ allowed: false });
    await endWindow(database.db, "form:10.0.0.1");
    expect(await currentCount(database.db, "form:10.0.0.1")).toBeUndefined();
    const fresh = await consume(database.db, "form:10.0.0.1", 1, MINUTE);
    expect(fresh).toMatchObject({ hits: 1, allowed: true });
    expect(fresh.resetAt.getTime()).toBeGreaterThan(Date.now());
  });

  it.skipIf(skip)("gives concurrent attempts one count each (one atomic statement)", async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => countAttempt(database.db, "form:10.0.0.9", MINUTE)));
    expect(counts.map(({ hits }) => hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await currentCount(database.db, "form:10.0.0.9")).toMatchObject({ hits: 40 });
  });

  it.skipIf(skip)("reads, takes back and resets a count", async () => {
    expect(await currentCount(database.db, "form:10.0.0.1")).toBeUndefined();
    await countAttempt(database.db, "form:10.0.0.1", MINUTE);
    await countAttempt(database.db, "form:10.0.0.1", MINUTE);
    await takeBackAttempt(database.db, "form:10.0.0.1");
    expect(await currentCount(database.db, "form:10.0.0.1")).toMatchObject({ hits: 1 });
    await takeBackAttempt(database.db, "form:10.0.0.1");
    await takeBackAttempt(database.db, "form:10.0.0.1");
    expect(await currentCount(database.db, "form:10.0.0.1")).toMatchObject({ hits: 0 });
    await resetCount(database.db, "form:10.0.0.1");
    expect(await database.db.select().from(rateLimits)).toEqual([]);
  });

  it.skipIf(skip)("sweeps the rows of ended windows away and keeps the others", async () => {
    for (const key of ["form:a", "form:b", "form:c"]) await countAttempt(database.db, key, MINUTE);
    await endWindow(database.db, "form:a");
    await endWindow(database.db, "form:c");
    await sweepEndedWindows(database.db);
    expect((await database.db.select().from(rateLimits)).map((row) => row.key)).toEqual(["form:b"]);
  });
});

/** One server instance's form endpoints on its own connection to the shared database. */
async function startInstance(database: () => Promise<Database>, ratePerMinute: number) {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.locale = "de";
    next();
  });
  app.use(formRoutes({ database, ratePerMinute }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.each(backends)("the form rate limit with two instances on $name", ({ name, skip, create }) => {
  let database: TestDatabase;
  let second: DatabaseHandle | undefined;
  const servers: Server[] = [];
  beforeAll(async () => {
    if (skip) return;
    database = await create();
    // PostgreSQL: a second connection pool, as a second process has. PGlite belongs to one process: one handle.
    if (database.url) second = await openDatabase({ url: database.url });
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });
  afterAll(async () => {
    await second?.close();
    await database?.destroy();
  });

  it.skipIf(skip)(`holds in total for posts alternating between the instances (${name})`, async () => {
    const instances = await Promise.all([startInstance(async () => database.db, 4), startInstance(async () => (second ?? database).db, 4)]);
    servers.push(...instances.map((instance) => instance.server));
    const statuses = [];
    for (let post = 0; post < 8; post++) {
      const { url } = instances[post % 2]!;
      const response = await fetch(`${url}/api/send-form-email`, {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      });
      statuses.push(response.status);
    }
    // Four posts in all are taken (and refused as empty forms), the rest are limited, on either instance.
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429, 429, 429]);
    // The count is kept under a hash of the client's address, never the address (issue 37: no table holds one).
    const keys = (await queryRows<{ key: string }>(database.db, sql`select key from rate_limits`)).map((row) => row.key);
    expect(keys).toEqual([`form:${clientKey("127.0.0.1")}`]);
    expect(keys[0]).toMatch(/^form:[A-Za-z0-9_-]{43}$/);
  });
});

describe("the form rate limit without its database", () => {
  it("lets the post through to the form, which answers that it is unavailable (503), not a 500", async () => {
    const instance = await startInstance(() => Promise.reject(new Error("database down")), 1);
    try {
      for (let post = 0; post < 3; post++) {
        const response = await fetch(`${instance.url}/api/send-form-email`, {
          method: "POST",
          body: JSON.stringify({ formType: "contact", data: {} }),
          headers: { "content-type": "application/json" },
        });
        expect(response.status).toBe(503);
      }
    } finally {
      await new Promise((resolve) => instance.server.close(resolve));
    }
  });
});
