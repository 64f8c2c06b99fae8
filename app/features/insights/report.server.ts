import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { dogSlug, hasOwnPage } from "~/features/dogs/slug";
import type { Dog } from "~/features/dogs/types";
import { hasCard } from "~/features/dogs/classify";
import { ASSOCIATION_TIME_ZONE } from "~/platform/time/calendar";
import { dayAfter, daysBetween } from "./day";
import { type ChartDay, type CountedRow, type DogFigures, type InsightsReport, dogFlag, orderedDogs, requestsPer100 } from "./report";

/** Days the chart shows. */
export const CHART_DAYS = 90;
/** Rows of each list (pages, referrers, searches) shown. */
const TOP = 50;

interface SumRow {
  kind: string;
  host: string;
  key: string;
  views: number;
  visitors: number;
}

/**
 * The insights of the days `from` to `to` (both included, the association's days): the daily sums of the period,
 * the adoption and sponsorship requests of the inbox (spam left out) matched to the listed dogs by name, and the
 * chart of the last 90 days up to `to`. `today` dates the dogs' days online.
 */
export async function insightsReport(
  database: Database,
  { from, to, today, dogs }: { from: string; to: string; today: string; dogs: readonly Dog[] },
): Promise<InsightsReport> {
  const [sums, requests, firstSeen, chartRows] = await Promise.all([
    queryRows<SumRow>(
      database,
      sql`select kind, host, key, sum(views)::int as views, sum(visitors)::int as visitors from insights_daily
          where day between ${from}::date and ${to}::date group by kind, host, key`,
    ),
    queryRows<{ dog: string; form_type: string; count: number }>(
      database,
      sql`select lower(trim(dog_name)) as dog, form_type, count(*)::int as count from form_submissions
          where spam_reason is null and dog_name is not null and form_type in ('adoption', 'sponsorship')
            and (created_at at time zone ${ASSOCIATION_TIME_ZONE})::date between ${from}::date and ${to}::date
          group by 1, 2`,
    ),
    queryRows<{ id: string; day: string }>(
      database,
      sql`select dog_id as id, (first_seen_at at time zone ${ASSOCIATION_TIME_ZONE})::date::text as day from known_dogs`,
    ),
    queryRows<ChartDay>(
      database,
      sql`select day::text as day, sum(views)::int as views, sum(visitors)::int as visitors from insights_daily
          where kind = 'site' and day between ${dayAfter(to, -(CHART_DAYS - 1))}::date and ${to}::date group by day`,
    ),
  ]);

  const of = (kind: string) => sums.filter((row) => row.kind === kind);
  const added = (kind: string) => {
    const totals = new Map<string, { views: number; visitors: number }>();
    for (const row of of(kind)) {
      const sum = totals.get(row.key) ?? { views: 0, visitors: 0 };
      totals.set(row.key, { views: sum.views + row.views, visitors: sum.visitors + row.visitors });
    }
    return totals;
  };
  const views = added("dog");
  const favourites = added("favourite");
  const shares = added("share");
  const prints = added("print");
  const firstSeenOf = new Map(firstSeen.map((row) => [row.id, row.day]));
  const requestsOf = (dog: Pick<Dog, "title" | "name">, formType: string) => {
    const names = new Set([dog.title.trim().toLowerCase(), dog.name.trim().toLowerCase()].filter(Boolean));
    return requests.filter((row) => row.form_type === formType && names.has(row.dog)).reduce((sum, row) => sum + row.count, 0);
  };

  const figures = (id: string, title: string, slug: string | undefined, dog?: Dog): DogFigures => {
    const seen = views.get(id) ?? { views: 0, visitors: 0 };
    const adoptionRequests = dog ? requestsOf(dog, "adoption") : 0;
    const sponsorshipRequests = dog ? requestsOf(dog, "sponsorship") : 0;
    const requestsAll = adoptionRequests + sponsorshipRequests;
    const first = firstSeenOf.get(id);
    const counted = {
      id,
      title,
      slug,
      daysOnline: first ? Math.max(1, daysBetween(first, today)) : undefined,
      views: seen.views,
      visitors: seen.visitors,
      favourites: favourites.get(id)?.views ?? 0,
      shares: shares.get(id)?.views ?? 0,
      prints: prints.get(id)?.views ?? 0,
      adoptionRequests,
      sponsorshipRequests,
      requests: requestsAll,
      requestsPer100: requestsPer100(requestsAll, seen.visitors),
    };
    return { ...counted, flag: dog ? dogFlag(counted) : undefined };
  };

  const listed = dogs.filter(hasCard);
  const listedIds = new Set(listed.map((dog) => dog.id));
  const dogFigures = [
    ...listed.map((dog) => {
      const slug = dogSlug(dog.name, dog.id);
      return figures(dog.id, dog.title, hasOwnPage({ slug }) ? slug : undefined, dog);
    }),
    // Dogs no longer listed whose counts fall in the period.
    ...[...views.keys()].filter((id) => !listedIds.has(id)).map((id) => figures(id, id, undefined)),
  ];

  const rows = (kind: string): CountedRow[] =>
    of(kind)
      .map(({ host, key, views: count, visitors }) => ({ host, key, views: count, visitors }))
      .sort((a, b) => b.views - a.views || a.key.localeCompare(b.key))
      .slice(0, TOP);
  const site = of("site");
  const chartOf = new Map(chartRows.map((row) => [row.day, row]));
  const chartStart = dayAfter(to, -(CHART_DAYS - 1));
  return {
    from,
    to,
    totals: {
      views: site.reduce((sum, row) => sum + row.views, 0),
      visitors: site.reduce((sum, row) => sum + row.visitors, 0),
      requests: dogFigures.reduce((sum, dog) => sum + dog.requests, 0),
    },
    dogs: orderedDogs(dogFigures),
    pages: rows("page"),
    hosts: site.map(({ host, views: count, visitors }) => ({ host, key: host, views: count, visitors })).sort((a, b) => b.views - a.views),
    referrers: rows("referrer"),
    emptySearches: rows("emptySearch"),
    chart: Array.from({ length: CHART_DAYS }, (_, index) => {
      const day = dayAfter(chartStart, index);
      return chartOf.get(day) ?? { day, views: 0, visitors: 0 };
    }),
  };
}
