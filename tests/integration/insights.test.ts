import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { insightsDaily, insightsSalts, insightsVisitors } from "~/db/schema";
import { createInsights } from "~/features/insights/insights.server";
import type { AnsweredPage } from "~/features/insights/page-view";
import type { Clock } from "~/platform/clock";
import { backupBytes } from "../support/backups";
import { type TestDatabase, asSecondInstance, backends } from "../support/databases";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const origins = () => ({ de: "https://www.example.de", es: "https://www.example.es" });
const dogs = async () => [{ id: "dog-00012345678" }];

const page = (pathname: string, headers: Partial<AnsweredPage["headers"]> = {}): AnsweredPage => ({
  method: "GET",
  status: 200,
  pathname,
  contentType: "text/html; charset=utf-8",
  headers: { userAgent: browser, doNotTrack: undefined, globalPrivacyControl: undefined, referer: undefined, ...headers },
});

/** A clock the test moves. */
function testClock(start: string) {
  let now = new Date(start);
  const clock: Clock = { now: () => now };
  return { clock, set: (time: string) => (now = new Date(time)) };
}

describe.each(backends)("insights on $name", ({ skip, create }) => {
  let database: TestDatabase;

  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const daily = () =>
    queryRows<{ day: string; host: string; kind: string; key: string; views: number; visitors: number }>(
      database.db,
      sql`select day::text as day, host, kind, key, views, visitors from insights_daily order by day, host, kind, key`,
    );

  it.skipIf(skip)("gives each day a salt of its own, shared by the instances, deleted once the day is over", async () => {
    const time = testClock("2026-11-28T10:00:00Z");
    const first = createInsights({ clock: time.clock, database: async () => database.db, dogs, origins, retentionDays: 730 });
    await first.flush();
    const salts = await database.db.select().from(insightsSalts).orderBy(insightsSalts.day);
    // Today's and tomorrow's: counting never waits for the database, not even at midnight.
    expect(salts.map((salt) => salt.day)).toEqual(["2026-11-28", "2026-11-29"]);
    expect(new Set(salts.map((salt) => salt.salt)).size).toBe(2);
    await asSecondInstance(database, async (second) => {
      const other = createInsights({ clock: time.clock, database: async () => second, dogs, origins, retentionDays: 730 });
      await other.flush();
      expect(await second.select().from(insightsSalts).orderBy(insightsSalts.day)).toEqual(salts);
    });
    time.set("2026-11-29T23:30:00Z"); // 30 November, 00:30 in Berlin
    await first.flush();
    const later = await database.db.select().from(insightsSalts).orderBy(insightsSalts.day);
    expect(later.map((salt) => salt.day)).toEqual(["2026-11-30", "2026-12-01"]);
    expect(later.map((salt) => salt.salt)).not.toContain(salts[0]!.salt);
    expect(later.map((salt) => salt.salt)).not.toContain(salts[1]!.salt);
  });

  it.skipIf(skip)("counts views and visitors in memory and adds them up in the database, for several instances", async () => {
    await database.db.delete(insightsDaily);
    const time = testClock("2026-12-02T09:00:00Z");
    const one = createInsights({ clock: time.clock, database: async () => database.db, dogs, origins, retentionDays: 730 });
    await one.flush();
    const visitorA = { address: "203.0.113.1", locale: "de" } as const;
    const visitorB = { address: "203.0.113.2", locale: "de" } as const;
    for (let view = 0; view < 3; view++) one.countPage(page("/hunde/bello-12345678"), visitorA);
    one.countPage(page("/hunde/bello-12345678", { referer: "https://www.facebook.com/some/group" }), visitorB);
    one.countPage(page("/hunde/bello-12345678", { doNotTrack: "1" }), visitorB);
    one.countPage(page("/hunde/bello-12345678", { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }), visitorB);
    one.countPage({ ...page("/hunde/nobody-00000000"), status: 404 }, visitorB);
    // Nothing reaches the database before the flush.
    expect(await daily()).toEqual([]);
    await one.flush();
    await asSecondInstance(database, async (second) => {
      const two = createInsights({ clock: time.clock, database: async () => second, dogs, origins, retentionDays: 730 });
      await two.flush();
      // Visitor B again, on another instance: a view more, no visitor more.
      two.countPage(page("/hunde/bello-12345678.data"), visitorB);
      expect(two.countEvent({ kind: "favourite", path: "/hunde/bello-12345678" }, page("/").headers, "de")).toBe(true);
      expect(two.countEvent({ kind: "emptySearch", path: "/hunde", words: "pudel" }, page("/").headers, "de")).toBe(true);
      expect(
        two.countEvent({ kind: "share", path: "/hunde/bello-12345678" }, { ...page("/").headers, globalPrivacyControl: "1" }, "de"),
      ).toBe(false);
      await two.flush();
    });
    const rows = await daily();
    const row = (kind: string, key: string) => rows.find((found) => found.kind === kind && found.key === key);
    expect(row("dog", "dog-00012345678")).toMatchObject({ day: "2026-12-02", host: "www.example.de", views: 5, visitors: 2 });
    expect(row("page", "/hunde/bello-12345678")).toMatchObject({ views: 5, visitors: 2 });
    expect(row("site", "")).toMatchObject({ views: 5, visitors: 2 });
    expect(row("referrer", "facebook.com")).toMatchObject({ views: 1, visitors: 1 });
    expect(row("favourite", "dog-00012345678")).toMatchObject({ views: 1 });
    expect(row("emptySearch", "pudel")).toMatchObject({ views: 1 });
    expect(row("share", "dog-00012345678")).toBeUndefined();
    expect(rows.map((found) => found.key)).not.toContain("/hunde/nobody-00000000");
    // A backup holds the daily sums, never the day's salts nor its visitor marks (they must not outlive their day).
    const header = JSON.parse(
      gunzipSync(await backupBytes(database))
        .toString("utf8")
        .split("\n")[0]!,
    ) as { tables: { name: string }[] };
    const backedUp = header.tables.map((table) => table.name);
    expect(backedUp).toContain("insights_daily");
    expect(backedUp).not.toContain("insights_salts");
    expect(backedUp).not.toContain("insights_visitors");
    // The raw marks hold hashes only: no address, no user agent.
    const marks = JSON.stringify(await database.db.select().from(insightsVisitors));
    expect(marks).not.toContain("203.0.113");
    expect(marks).not.toContain("Chrome");
  });

  it.skipIf(skip)("deletes the day's marks the next day and the daily sums after the retention", async () => {
    await database.db.delete(insightsDaily);
    const time = testClock("2026-12-05T09:00:00Z");
    const insights = createInsights({ clock: time.clock, database: async () => database.db, dogs, origins, retentionDays: 30 });
    await insights.flush();
    insights.countPage(page("/hunde"), { address: "203.0.113.9", locale: "es" });
    await insights.flush();
    expect((await database.db.select().from(insightsVisitors)).some((mark) => mark.day === "2026-12-05")).toBe(true);
    time.set("2026-12-06T09:00:00Z");
    await insights.flush();
    expect(await database.db.select().from(insightsVisitors)).toEqual([]);
    expect((await daily()).map((row) => row.day)).toContain("2026-12-05");
    time.set("2027-01-04T09:00:00Z"); // 30 days later: still kept
    await insights.flush();
    expect((await daily()).map((row) => row.day)).toContain("2026-12-05");
    time.set("2027-01-05T09:00:00Z");
    await insights.flush();
    expect(await daily()).toEqual([]);
  });
});
