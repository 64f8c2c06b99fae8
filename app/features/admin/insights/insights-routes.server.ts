import { env } from "~/config/env.server";
import { db } from "~/db/db.server";
import { csvSeparatorOf } from "~/features/admin/inbox/csv-separator";
import { insightsTexts } from "./texts";
import { loadDogList } from "~/features/dogs/source.server";
import { localizedPath } from "~/i18n/route-table";
import { logger } from "~/lib/logger.server";
import { insightsDay } from "~/features/insights/day";
import { insightsCsv } from "./insights-csv";
import { insights } from "~/features/insights/insights.server";
import { PRESET_DAYS, periodOf, periodQuery } from "./period";
import { insightsReport } from "~/features/insights/report.server";
import type { WorkspaceRouteArgs } from "../route-args";

/** The report of the period the request's query asks for, with this instance's latest counts added first. */
async function reportFor(request: Request) {
  // What this instance counted since its last flush is shown at once (other instances add theirs within a minute).
  await insights()
    .flush()
    .catch((error: unknown) => logger.warn({ err: error }, "insights: counts could not be added before the report"));
  const today = insightsDay(new Date());
  const period = periodOf(new URL(request.url).searchParams, today, env().INSIGHTS_RETENTION_DAYS);
  const { dogs } = await loadDogList();
  return { period, report: await insightsReport(await db(), { from: period.from, to: period.to, today, dogs }) };
}

/** `/admin/insights`: the period's figures per dog, page, host, referrer and empty search, and the 90 days' chart. */
export async function insightsLoader({ request, context }: WorkspaceRouteArgs) {
  const { period, report } = await reportFor(request);
  return {
    texts: insightsTexts[context.locale],
    locale: context.locale,
    invalid: period.invalid,
    presets: [...PRESET_DAYS],
    query: periodQuery(period),
    // The dogs' pages on this host's paths, made here: the route table stays out of the browser's code.
    report: {
      ...report,
      dogs: report.dogs.map((dog) => ({
        ...dog,
        path: dog.slug ? localizedPath("dogDetail", context.locale, { slug: dog.slug }) : undefined,
      })),
    },
  };
}

export type InsightsPageData = Awaited<ReturnType<typeof insightsLoader>>;

/** `/admin/insights.csv`: the period's figures per dog as a CSV download (the page's query; `separator=comma`). */
export async function insightsCsvLoader({ request, context }: WorkspaceRouteArgs) {
  const { report } = await reportFor(request);
  const csv = insightsCsv(report, csvSeparatorOf(new URL(request.url).searchParams));
  const fileName = `${insightsTexts[context.locale].csv.fileName}-${report.from}-${report.to}.csv`;
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"` },
  });
}
