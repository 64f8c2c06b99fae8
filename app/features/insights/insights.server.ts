import { env, siteOrigins } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { findBySlug } from "~/features/dogs/slug";
import { dogListInHand } from "~/features/dogs/source.server";
import type { Locale } from "~/i18n/locales";
import { onShutdown } from "~/lib/lifecycle.server";
import { logger } from "~/lib/logger.server";
import { type Clock, systemClock } from "~/platform/clock";
import { every } from "~/platform/scheduler.server";
import { createCounter } from "./counter";
import { insightsDay } from "./day";
import { applyRetention, flushCounts } from "./flush.server";
import type { EventKind } from "./kinds";
import { type AnsweredPage, declinesCounting, dogSlugOf, isBot, referringHost, viewedPath } from "./page-view";
import { daySalts } from "./salts.server";
import { visitorHash } from "./visitor-hash.server";

export interface InsightsOptions {
  clock: Clock;
  database: () => Promise<Database>;
  /** The listed dogs, to keep a dog's counts under its id. */
  dogs: () => Promise<readonly { id: string }[]>;
  /** The site's origins: their hosts are the hosts counted (and no referrer). */
  origins: () => Record<Locale, string>;
  retentionDays: number;
}

/** A request's client as the counting sees it, for the moment of counting only: never kept. */
export interface CountedClient {
  address: string | undefined;
  locale: Locale;
}

/**
 * The insights of one instance (docs/decisions/0040-insights-without-tracking.md): `countPage` counts a public
 * answer in memory (synchronously, no I/O), `countEvent` a beacon's event, `flush` adds the counts to the database
 * (with the day's salt in hand and the retention applied once a day).
 */
export function createInsights(options: InsightsOptions) {
  const counter = createCounter();
  const salts = daySalts(options.clock);
  let retainedOn = "";
  // What every count needs, worked out once (the origins are fixed for a process; the day changes once a day).
  let hosts: { origins: Record<Locale, string>; of: Record<Locale, string>; own: string[] } | undefined;
  const hostsNow = () => {
    const origins = options.origins();
    if (hosts?.origins.de !== origins.de || hosts.origins.es !== origins.es) {
      hosts = {
        origins,
        of: { de: new URL(origins.de).host, es: new URL(origins.es).host },
        own: [new URL(origins.de).hostname, new URL(origins.es).hostname],
      };
    }
    return hosts;
  };
  const hostOf = (locale: Locale) => hostsNow().of[locale];
  /** The day, formatted at most once a second (the counting must cost the crowd nothing measurable). */
  let day = { at: Number.NEGATIVE_INFINITY, day: "" };
  const today = () => {
    const now = options.clock.now().getTime();
    if (now < day.at || now - day.at >= 1000) day = { at: now, day: insightsDay(new Date(now)) };
    return day.day;
  };

  return {
    countPage(answer: AnsweredPage, client: CountedClient) {
      const path = viewedPath(answer);
      if (path === undefined) return;
      const day = today();
      const host = hostOf(client.locale);
      const salt = salts.saltOf(day);
      counter.countView({
        day,
        host,
        path,
        dogSlug: dogSlugOf(path, client.locale),
        referrer: answer.pathname.endsWith(".data") ? undefined : referringHost(answer.headers.referer, hostsNow().own),
        visitor: salt && client.address ? visitorHash(salt, client.address, answer.headers.userAgent ?? "", host) : undefined,
      });
    },

    /** A beacon's event on the page `path`: a dog's (favourite, share, print: `dog`, else the page's) or an empty search's `words`. */
    countEvent(
      event: { kind: EventKind; path: string; words?: string; dog?: string },
      headers: AnsweredPage["headers"],
      locale: Locale,
    ): boolean {
      if (declinesCounting(headers) || isBot(headers.userAgent)) return false;
      const key = event.kind === "emptySearch" ? event.words : (event.dog ?? dogSlugOf(event.path, locale));
      if (!key) return false;
      counter.countEvent({ day: today(), host: hostOf(locale), kind: event.kind, key });
      return true;
    },

    /** Adds what was counted to the database; counts of a failed flush are kept for the next one. */
    async flush() {
      const database = await options.database();
      await salts.refresh(database);
      const today = insightsDay(options.clock.now());
      if (retainedOn !== today) {
        const deleted = await applyRetention(database, today, options.retentionDays);
        retainedOn = today;
        if (deleted.salts + deleted.marks + deleted.sums > 0) logger.info(deleted, "insights: days gone by deleted");
      }
      const counted = counter.drain();
      if (counted.length === 0) return;
      try {
        const dogs = await options.dogs();
        await flushCounts(database, counted, (slug) => findBySlug(dogs, slug)?.id);
        counter.markSent(counted);
      } catch (error) {
        counter.restore(counted);
        throw error;
      }
    },
  };
}

export type Insights = ReturnType<typeof createInsights>;

let shared: Insights | undefined;

/** This process's insights. */
export function insights(): Insights {
  shared ??= createInsights({
    clock: systemClock,
    database: db,
    dogs: async () => (await dogListInHand()).dogs,
    origins: siteOrigins,
    retentionDays: env().INSIGHTS_RETENTION_DAYS,
  });
  return shared;
}

/**
 * Starts adding this process's counts to the database every INSIGHTS_FLUSH_SECONDS (from server/app.ts), the first
 * time before it resolves (it brings the day's salt); at shutdown the last counts are added before the database closes.
 */
export async function startInsights() {
  // The day's salt before the first request: the first visitors are counted as visitors too.
  await insights()
    .flush()
    .catch((error: unknown) => logger.error({ err: error }, "insights: the day's salt could not be read; tried again shortly"));
  const stop = every("insights", env().INSIGHTS_FLUSH_SECONDS * 1000, () => insights().flush());
  onShutdown(async () => {
    await stop();
    await insights()
      .flush()
      .catch((error: unknown) => logger.error({ err: error }, "insights: the last counts could not be added"));
  });
}
