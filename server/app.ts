import { readdirSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type ErrorRequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { RequestContext, SignedInEditor } from "~/context";
import { dataDir, env, isProduction, siteOrigins } from "~/config/env.server";
import { databaseHandle, db } from "~/db/db.server";
import { type DatabaseHandle, closeSharedDatabase, pingDatabase } from "~/db/client.server";
import { mediaRoutes } from "./media-routes";
import { resolveRedirect } from "~/features/redirects/redirects";
import { localeFromHost } from "~/i18n/detect";
import type { Locale } from "~/i18n/locales";
import { onShutdown, runShutdownHooks } from "~/lib/lifecycle.server";
import { listenForSiteChanges, onSiteChange, reloadSiteStores } from "~/platform/site-changes.server";
import { loadPageTexts } from "~/platform/page-texts/store.server";
import { seedFaqEntries } from "~/features/faq/seed.server";
import { loadFaqEntries } from "~/features/faq/store.server";
import { loadSettings } from "~/platform/settings/store.server";
import { siteSettings } from "~/platform/settings/current";
import { seedFirstTeam } from "~/features/team/seed.server";
import { loadTeam } from "~/features/team/store.server";
import { logGoLiveChecklist } from "~/features/admin/go-live/go-live.server";
import { logger } from "~/lib/logger.server";
import { startMailWorker } from "~/platform/mail/mail-worker.server";
import { startDailyCleanup } from "~/features/forms/retention.server";
import { startNewDogAlerts } from "~/features/alerts/alerts.server";
import { startScheduledPublishing } from "~/features/admin/articles/scheduled-publishing.server";
import { configuredEditors, hasAnyEditor, removeUnlistedEditors } from "~/features/admin/editors.server";
import { BACKUP_COMMAND, backupAnswer } from "~/features/backup/backup-socket.server";
import { EDITOR_COMMAND, editorCommandAnswer } from "~/features/admin/editor-command.server";
import { commandSocketIn, serveCommands } from "~/lib/command-socket.server";
import { startDailyBackups } from "~/features/backup/daily-backup.server";
import { removeLeftoverTemporaryDirectories } from "~/features/media/temporary-files.server";
import { formRoutes } from "./forms-routes";
import { dogRoutes, dogSourceHealth } from "./dogs-routes";
import { dogListInHand, dogSource } from "~/features/dogs/source.server";
import { frontDoor } from "./front-door";
import { insights, startInsights } from "~/features/insights/insights.server";
import { INSIGHTS_BEACON_PATH, frontDoorCounting, insightsBeacon, insightsCounting } from "./insights";
import { createMetrics } from "./metrics";
import { startupMessage } from "./startup-message";
import { pageMethods } from "./page-methods";
import { processHealth } from "./process-health";
import { publicPageCache } from "./public-page-cache";
import { logAnswer, requestLog } from "./request-log";
import { requestTarget, routerUrl } from "./request-target";
import { securityHeaders, trustProxySetting } from "./security";
import { workspaceHeaders, workspaceSessions } from "./workspace";
import { asyncHandler } from "~/lib/async-handler.server";

declare global {
  namespace Express {
    interface Locals {
      cspNonce: string;
      locale: Locale;
      /** The signed-in editor of a workspace request (workspace.ts). */
      editor?: SignedInEditor;
      /** The route label of an answer no route pattern names (metrics.ts). */
      metricsRoute?: string;
      /** The answer's route label once metrics.ts worked it out. */
      metricsLabel?: string;
    }
  }
}

/**
 * The build, as an object: React Router's request handler derives its route tables from a build it is given
 * once, but anew on every request from a build function (meant for a dev server that reloads it).
 */
const serverBuild = (await import("virtual:react-router/server-build")) as ServerBuild;

/** The first segment of a path, decoded as the static files are looked up ("" when it cannot be). */
function firstPathSegment(pathname: string): string {
  try {
    return decodeURIComponent(pathname.split("/")[1] ?? "");
  } catch {
    return "";
  }
}

/** Every method the site takes somewhere (the answer to `OPTIONS *`). */
const SITE_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];

/** What the Express server hands every loader and action; `cspNonce` is the one the page's scripts carry. */
function loadContextOf(req: express.Request, res: express.Response, cspNonce: string): RouterContextProvider {
  const fields: RequestContext = {
    locale: res.locals.locale,
    origins: siteOrigins(),
    cspNonce,
    logger: req.log,
    clientIp: req.ip ?? "",
    editor: res.locals.editor,
  };
  return Object.assign(new RouterContextProvider(), fields);
}

/**
 * The whole site as one Express app: headers, static files, redirects, endpoints, then React Router; in front
 * of it, in production, the page cache's front door.
 */
export function createApp() {
  const app = express();
  const production = isProduction();
  const { TRUST_PROXY, PAGE_CACHE_MB, METRICS_ALLOW } = env();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(TRUST_PROXY));

  app.use(requestLog());
  app.use(securityHeaders({ enforceCsp: production }));
  app.use(workspaceHeaders());
  app.use(requestTarget(SITE_METHODS));
  app.use((req, res, next) => {
    res.locals.locale = localeFromHost(req.headers.host, siteOrigins().es);
    next();
  });
  // Production only: development renders every request.
  const pageCache =
    production && PAGE_CACHE_MB > 0
      ? publicPageCache({ build: serverBuild, loadContext: loadContextOf, maxBytes: PAGE_CACHE_MB * 1024 * 1024 })
      : undefined;
  const metrics = createMetrics({ allow: METRICS_ALLOW, database: db, dogSource, pageCache, build: serverBuild });
  app.use(metrics.requests);
  // Public pages are counted for the insights as they are answered (docs/decisions/0040).
  app.use(insightsCounting(insights()));
  // Before the page cache: the metrics are never kept.
  app.get("/metrics", metrics.endpoint);
  // What the cache held and did, for the operator's log (and the crowd bench's memory figure).
  if (pageCache) onShutdown(() => logger.info(pageCache.stats(), "page cache at shutdown"));
  app.use(compression());

  if (production) {
    const clientDir = path.resolve("build/client");
    // No redirect from a directory to its path with a slash (/images → /images/): the site's redirect takes the slash off again.
    const files = { index: false, redirect: false } as const;
    // Hashed file names: safe to cache for a year. Compressed once by the build (brotli and gzip beside each script,
    // stylesheet and sprite, vite.config.ts), not for each request: 17–25 ms of the server's processor for the
    // framework's chunk alone, on the same two cores as the visitor's browser in a test of a phone (decision 72).
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br"],
        index: false,
        serveStatic: { ...files, immutable: true, maxAge: "1y", fallthrough: false },
      }),
    );
    const publicFiles = express.static(clientDir, { ...files, maxAge: "1h" });
    // The build's top-level files and folders: a page's path (/hunde) names none of them, so it is not looked
    // for on disk first (a file system call on every page otherwise).
    const publicNames = new Set(readdirSync(clientDir));
    app.use((req, res, next) => {
      if (!publicNames.has(firstPathSegment(req.path))) return next();
      res.locals.metricsRoute = "static file";
      publicFiles(req, res, (error?: unknown) => {
        res.locals.metricsRoute = undefined;
        next(error);
      });
    });
  }

  const thisProcess = processHealth();
  app.get(
    "/healthz",
    asyncHandler(async (_req, res) => {
      const database = await db()
        .then(pingDatabase)
        .then(() => "ok" as const)
        .catch((error: unknown) => {
          logger.error({ err: error }, "health check: database unavailable");
          return "unavailable" as const;
        });
      const ok = database === "ok";
      res.status(ok ? 200 : 503).json({
        status: ok ? "ok" : "degraded",
        database,
        dogSource: { configured: Boolean(env().DOGS_SOURCE_URL), ...dogSourceHealth() },
        process: thisProcess,
      });
    }),
  );

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = routerUrl(req);
    const redirect = resolveRedirect(res.locals.locale, url.pathname, url.search, siteSettings().externalRedirects);
    if (!redirect) return next();
    res.redirect(redirect.status, redirect.location);
  });

  app.use(mediaRoutes());
  // Before the forms' routes: a beacon's event is no form post and uses up no visitor's form limit.
  app.post(INSIGHTS_BEACON_PATH, ...insightsBeacon(insights()));
  app.use(workspaceSessions());
  app.use(formRoutes());
  app.use(dogRoutes());

  app.use(metrics.renders);
  app.use(pageMethods(serverBuild));
  if (pageCache) app.use(pageCache.middleware);
  app.all(
    "*",
    asyncHandler(
      createRequestHandler({
        build: serverBuild,
        getLoadContext: (req, res) => loadContextOf(req, res, res.locals.cspNonce),
      }),
    ),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // Errors with a client status (e.g. a missing /assets file) are answered as such; the rest is a 500.
    const status = Number((error as { status?: unknown }).status);
    const clientError = status >= 400 && status < 500;
    if (!clientError) req.log.error({ err: error }, "request failed");
    if (res.headersSent) return;
    const answer = clientError ? status : 500;
    res.status(answer).type("text/plain").send(STATUS_CODES[answer]);
  };
  app.use(onError);
  // A kept public page is answered before all of the above (front-door.ts): what it needs of them, it kept.
  const countAtFrontDoor = frontDoorCounting(
    insights(),
    app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean,
  );
  const handleRequest = pageCache
    ? frontDoor({
        app,
        pageCache,
        onAnswer: (req, res, page) => {
          logAnswer(req, res);
          metrics.countPage(req, res);
          countAtFrontDoor(req, res, page.headers["content-type"]);
        },
      })
    : app;
  return { app, handleRequest };
}

/** The site as the HTTP server's request handler (server/main.js), and the Express app behind it. */
export const { app, handleRequest } = createApp();

/**
 * Opens the database and applies pending migrations before the server takes requests, seeds the example team and the
 * first FAQ entries into a new database and reads what editors publish into memory, then starts the mail worker,
 * the daily clean-up of old requests, the new-dog alerts, the command socket of `npm run backup` and `npm run editor`
 * (embedded database) and the daily backup (BACKUP_DIR), and removes the editors no longer in EDITOR_EMAILS.
 * While nobody can sign in to the workspace, one log line says how the first editor gets in.
 */
export async function startApp() {
  const handle = await databaseHandle();
  const database = handle.db;
  // Pictures a process that died had on their way.
  const leftovers = await removeLeftoverTemporaryDirectories();
  if (leftovers) logger.info({ leftovers }, "temporary picture directories of an earlier process removed");
  const examples = await seedFirstTeam(database);
  if (examples) logger.info({ members: examples }, "example team stored");
  const firstFaqEntries = await seedFaqEntries(database);
  if (firstFaqEntries) logger.info({ entries: firstFaqEntries }, "first FAQ entries seeded");
  // What editors publish besides posts (settings, pages' texts, the team, FAQ entries): in memory, read anew on every change.
  for (const load of [loadSettings, loadPageTexts, loadTeam, loadFaqEntries]) onSiteChange(async () => void (await load(database)));
  await reloadSiteStores();
  if (isProduction()) logGoLiveChecklist();
  await listenForSiteChanges(handle);
  startMailWorker();
  startDailyCleanup();
  startNewDogAlerts(dogListInHand);
  startScheduledPublishing();
  await startInsights();
  if (handle.kind === "pglite") await serveCommandSocket(handle);
  startDailyBackups(handle);
  // An address taken out of EDITOR_EMAILS loses its access with this start, its sessions included.
  const unlisted = await removeUnlistedEditors(database, configuredEditors());
  if (unlisted.length > 0) logger.info({ editors: unlisted.length }, "editors no longer in EDITOR_EMAILS removed and signed out");
  if (!(await hasAnyEditor(database, configuredEditors()))) {
    logger.info(
      "No editor can sign in to /admin yet: `npm run editor -- link you@example.org` prints a sign-in link (or set EDITOR_EMAILS)",
    );
  }
}

/** What server/main.js prints once it listens. */
export const startupText = () =>
  startupMessage({ origins: siteOrigins(), embedded: !env().DATABASE_URL, mailServer: Boolean(env().SMTP_URL) });

/**
 * The embedded database serves this process only: `npm run backup` and `npm run editor` ask it here. A server
 * that cannot offer the socket (e.g. a DATA_DIR path too long for one) still serves the site and says so.
 */
async function serveCommandSocket(handle: DatabaseHandle) {
  const socket = commandSocketIn(dataDir());
  try {
    const stop = await serveCommands(socket, {
      [`GET ${BACKUP_COMMAND}`]: backupAnswer(handle),
      [`POST ${EDITOR_COMMAND}`]: editorCommandAnswer({ database: handle.db, configured: configuredEditors(), origins: siteOrigins() }),
    });
    onShutdown(stop);
  } catch (error) {
    logger.warn(
      { err: error, socket },
      "`npm run backup` and `npm run editor` cannot reach this server (no socket); stop the server to run them",
    );
  }
}

/** `npm run editor -- …`, `npm run backup -- …` and `npm run restore -- …` run the server build's code (scripts/). */
export { runEditorCommand } from "~/features/admin/editor-command.server";
export { runBackupCommand, runRestoreCommand } from "~/features/backup/backup-command.server";

/** After the last request: stops the background work (last started, first stopped), then closes the database. */
export async function stopApp() {
  await runShutdownHooks();
  await closeSharedDatabase();
}
