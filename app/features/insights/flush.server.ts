import { lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { insightsDaily, insightsSalts, insightsVisitors } from "~/db/schema";
import type { CountedScope } from "./counter";
import { dayAfter } from "./day";
import { DOG_KINDS } from "./kinds";

/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters in one). */
const CHUNK = 1000;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) => items.slice(index * CHUNK, (index + 1) * CHUNK));

/** How a scope is named among the day's visitor marks. */
const scopeName = (scope: { host: string; kind: string; key: string }) => `${scope.host} ${scope.kind} ${scope.key}`;

/**
 * Adds an instance's counts to the database in one transaction: the visitors' marks of the day first (a mark
 * another instance, or an earlier flush, already made counts no new visitor), then the daily sums, each an upsert
 * that adds (several instances add up). A dog's counts are kept under its id (`dogIdOf` its slug); a slug no
 * listed dog has any more is left out (its page's counts stay).
 */
export async function flushCounts(
  database: Database,
  counted: readonly CountedScope[],
  dogIdOf: (slug: string) => string | undefined,
): Promise<void> {
  const sums = new Map<string, { day: string; host: string; kind: string; key: string; views: number; visitors: Set<string> }>();
  for (const scope of counted) {
    const key = DOG_KINDS.has(scope.kind) ? dogIdOf(scope.key) : scope.key;
    if (key === undefined) continue;
    const id = `${scope.day}\n${scope.host}\n${scope.kind}\n${key}`;
    const sum = sums.get(id) ?? { day: scope.day, host: scope.host, kind: scope.kind, key, views: 0, visitors: new Set<string>() };
    sum.views += scope.views;
    for (const visitor of scope.visitors) sum.visitors.add(visitor);
    sums.set(id, sum);
  }
  if (sums.size === 0) return;
  await database.transaction(async (tx) => {
    const marks = [...sums.values()].flatMap((sum) =>
      [...sum.visitors].map((visitor) => ({ day: sum.day, scope: scopeName(sum), visitor })),
    );
    const newVisitors = new Map<string, number>();
    for (const batch of chunks(marks)) {
      const inserted = await tx
        .insert(insightsVisitors)
        .values(batch)
        .onConflictDoNothing()
        .returning({ day: insightsVisitors.day, scope: insightsVisitors.scope });
      for (const row of inserted) newVisitors.set(`${row.day}\n${row.scope}`, (newVisitors.get(`${row.day}\n${row.scope}`) ?? 0) + 1);
    }
    const rows = [...sums.values()].map((sum) => ({
      day: sum.day,
      host: sum.host,
      kind: sum.kind,
      key: sum.key,
      views: sum.views,
      visitors: newVisitors.get(`${sum.day}\n${scopeName(sum)}`) ?? 0,
    }));
    for (const batch of chunks(rows)) {
      await tx
        .insert(insightsDaily)
        .values(batch)
        .onConflictDoUpdate({
          target: [insightsDaily.day, insightsDaily.host, insightsDaily.kind, insightsDaily.key],
          set: {
            views: sql`${insightsDaily.views} + excluded.views`,
            visitors: sql`${insightsDaily.visitors} + excluded.visitors`,
          },
        });
    }
  });
}

/**
 * The insights' retention on `today`: the salts and the visitor marks of every day gone by are deleted (from then
 * on that day's hashes lead to nobody and are nowhere), the daily sums after `retentionDays`.
 */
export async function applyRetention(database: Database, today: string, retentionDays: number) {
  const salts = await database.delete(insightsSalts).where(lt(insightsSalts.day, today)).returning({ day: insightsSalts.day });
  const marks = await database.delete(insightsVisitors).where(lt(insightsVisitors.day, today)).returning({ day: insightsVisitors.day });
  const sums = await database
    .delete(insightsDaily)
    .where(lt(insightsDaily.day, dayAfter(today, -retentionDays)))
    .returning({ day: insightsDaily.day });
  return { salts: salts.length, marks: marks.length, sums: sums.length };
}
