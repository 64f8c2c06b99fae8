import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { ServerBuild } from "react-router";
import type { Database } from "~/db/client.server";
import { outboxStatus } from "~/features/admin/outbox-status.server";
import type { DogSource } from "~/features/dogs/source.server";
import { logger } from "~/lib/logger.server";
import { processMetrics } from "~/lib/metrics.server";
import { addressAllowList } from "~/lib/address-allow-list";
import type { PageCache } from "~/framework/page-cache";
import { routeTreeOf } from "~/framework/route-tree";
import { routeLabel } from "./route-label";
import { routerUrl, targetPathname } from "./request-target";

export interface MetricsOptions {
  /** METRICS_ALLOW: the addresses and ranges that may read the metrics. */
  allow: string;
  database: () => Promise<Database>;
  dogSource: () => DogSource;
  /** The public page cache, when there is one. */
  pageCache?: Pick<PageCache, "stats">;
  /** The build whose routes label the pages. */
  build?: Pick<ServerBuild, "routes" | "basename">;
}

export interface Metrics {
  /** Counts every answer by route and status: mount it first. */
  requests: RequestHandler;
  /** Counts an answer given before the app (a kept page at the server's front door), by its page's route and status. */
  countPage(req: IncomingMessage, res: ServerResponse): void;
  /** Times the pages React Router renders (not those answered from the page cache): mount it before them. */
  renders: RequestHandler;
  /** GET /metrics for the allowed addresses; everyone else gets the site's not-found page. */
  endpoint: RequestHandler;
}

interface OutboxFigures {
  waiting: number;
  failed: number;
  oldestAge: number;
}

/** Headers a reverse proxy adds: a request that carries one came from outside, whatever address the proxy has. */
const forwardingHeaders = ["x-forwarded-for", "forwarded", "x-real-ip"];

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;
const ageSeconds = (since: Date | string | null | undefined, now: number) =>
  since ? Math.max(0, (now - new Date(since).getTime()) / 1000) : 0;

/**
 * The server's metrics in Prometheus's text format. Requests are counted by route pattern (route-label.ts) and
 * status; the outbox, the dog source and the page cache are read when the metrics are scraped, so an idle
 * server does no work for them. Only the client connected to the socket counts for the allow-list, and only
 * when no proxy forwarded the request: behind a reverse proxy on this machine every visitor's socket is the
 * proxy's (loopback), and X-Forwarded-For is whatever the visitor wrote into it where every proxy is trusted.
 */
export function createMetrics(options: MetricsOptions): Metrics {
  const allowed = addressAllowList(options.allow);
  const registry = new Registry();
  const pages = options.build && { tree: routeTreeOf(options.build.routes), basename: options.build.basename };

  /**
   * The kept pages the front door answered since the last scrape, by route and status: added to the request count
   * when it is scraped, as a label lookup of the counter for each answer took 8 % of a kept page's answer.
   */
  const keptPageAnswers = new Map<string, { route: string; status: string; count: number }>();
  const requestsTotal = new Counter({
    name: "site_http_requests_total",
    help: "Answered HTTP requests by route pattern and status",
    labelNames: ["route", "status"] as const,
    registers: [registry],
    collect() {
      for (const answers of keptPageAnswers.values()) this.inc({ route: answers.route, status: answers.status }, answers.count);
      keptPageAnswers.clear();
    },
  });
  const renderSeconds = new Histogram({
    name: "site_page_render_seconds",
    help: "Time from a page request reaching React Router to its last byte sent (page cache hits excluded), by route pattern",
    labelNames: ["route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  const gauge = (name: string, help: string, read: () => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const value = read();
        if (value !== undefined) this.set(value);
      },
    });
  /** A total kept elsewhere (the page cache's, the dog source's), reported as the counter it is. */
  const total = (name: string, help: string, read: () => number | undefined) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const value = read();
        if (value === undefined) return;
        this.reset();
        this.inc(value);
      },
    });

  // One query per scrape for the three outbox figures: the scrape collects every metric at once, so the first
  // gauge's read is shared by the others. A database that does not answer leaves them out.
  let reading: Promise<OutboxFigures | undefined> | undefined;
  const readOutbox = () => {
    reading ??= options
      .database()
      .then(outboxStatus)
      .then((status) => ({ waiting: status.waiting, failed: status.failed, oldestAge: ageSeconds(status.oldestWaitingAt, Date.now()) }))
      .catch((error: unknown) => {
        logger.warn({ err: error }, "metrics: the outbox could not be read");
        return undefined;
      })
      .finally(() => (reading = undefined));
    return reading;
  };
  const outboxGauge = (name: string, help: string, figure: keyof OutboxFigures) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const outbox = await readOutbox();
        if (outbox) this.set(outbox[figure]);
      },
    });
  outboxGauge("site_outbox_waiting", "Mails in the outbox waiting to be sent", "waiting");
  outboxGauge("site_outbox_failed", "Mails in the outbox given up on (not deliverable)", "failed");
  outboxGauge("site_outbox_oldest_waiting_age_seconds", "Age of the oldest mail waiting in the outbox, 0 when none waits", "oldestAge");

  const dogs = () => options.dogSource().status();
  gauge("site_dog_list_age_seconds", "Time since the dog list in hand was last loaded from its source", () =>
    ageSeconds(dogs().lastSuccessAt, Date.now()),
  );
  gauge("site_dog_list_dogs", "Dogs in the list in hand", () => dogs().dogs);
  gauge("site_dog_source_failing", "1 while the dog source's last refresh failed, else 0", () => Number(dogs().failing));
  total("site_dog_source_failures_total", "Refreshes of the dog list that failed after their retries", () => dogs().failures);

  const cache = options.pageCache;
  if (cache) {
    total("site_page_cache_hits_total", "Public pages answered from the page cache", () => cache.stats().hits);
    total("site_page_cache_misses_total", "Public pages rendered for the page cache", () => cache.stats().misses);
    gauge("site_page_cache_bytes", "Memory the page cache counts for its pages", () => cache.stats().bytes);
    gauge("site_page_cache_pages", "Pages the page cache holds", () => cache.stats().pages);
  }

  // One route match per answer, shared by the request count and the render time (both label it).
  const labelOf = (req: Request, res: Response): string =>
    (res.locals.metricsLabel ??= routeLabel(
      {
        label: res.locals.metricsRoute,
        baseUrl: req.baseUrl,
        routePath: (req.route as { path?: string } | undefined)?.path,
        pathname: req.originalUrl.startsWith("/") ? routerUrl(req).pathname : "",
      },
      pages?.tree,
      pages?.basename,
    ));

  return {
    requests: (req, res, next) => {
      res.on("finish", () => requestsTotal.inc({ route: labelOf(req, res), status: String(res.statusCode) }));
      next();
    },
    countPage: (req, res) => {
      res.once("finish", () => {
        const route = routeLabel({ baseUrl: "", pathname: targetPathname(req.url ?? "/") }, pages?.tree, pages?.basename);
        const key = `${route} ${res.statusCode}`;
        const counted = keptPageAnswers.get(key);
        if (counted) counted.count++;
        else keptPageAnswers.set(key, { route, status: String(res.statusCode), count: 1 });
      });
    },
    renders: (req, res, next) => {
      const started = process.hrtime.bigint();
      res.on("finish", () => {
        if (res.getHeader("X-Cache") !== "HIT") renderSeconds.observe({ route: labelOf(req, res) }, seconds(started));
      });
      next();
    },
    endpoint: (req, res, next) => {
      const forwarded = forwardingHeaders.some((name) => req.headers[name] !== undefined);
      if (forwarded || !allowed(req.socket.remoteAddress)) return next();
      Registry.merge([processMetrics, registry])
        .metrics()
        .then((text) => {
          // Written as is: Express would reorder the content type's parameters.
          res.writeHead(200, { "Content-Type": Registry.PROMETHEUS_CONTENT_TYPE, "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
          res.end(text);
        }, next);
    },
  };
}
