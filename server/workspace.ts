import type { Request, RequestHandler } from "express";
import { siteOrigins } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { isRecordedDownload, workspacePaths } from "~/features/admin/paths";
import { isWorkspacePath } from "~/platform/workspace-path";
import { exportPersonData } from "~/features/admin/people/person-data.server";
import { isForeignRequest, isFromOwnPages } from "~/features/admin/same-origin";
import {
  carriesSessionCookie,
  clearedSessionCookieHeader,
  sessionCookieHeader,
  sessionToken,
} from "~/features/admin/session-cookie.server";
import { resumeSession } from "~/features/admin/sessions.server";
import { personAddress } from "~/features/forms/rules/person-address";
import { asyncHandler } from "~/lib/async-handler.server";
import { routerUrl } from "./request-target";

/**
 * What the server does for the editors' workspace (/admin) before React Router: keep it out of search
 * engines and caches, refuse requests from other sites, and find the signed-in editor of a request (the
 * session cookie), which loaders and actions read with `requireEditor` (app/features/admin/require-editor.server.ts).
 */

const inWorkspace = (req: Request) => isWorkspacePath(routerUrl(req).pathname);

/** Every workspace answer, redirects and errors included: `noindex, nofollow`, and kept by no cache. Mount it early. */
export function workspaceHeaders(): RequestHandler {
  return (req, res, next) => {
    if (req.originalUrl.startsWith("/") && inWorkspace(req)) {
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.setHeader("Cache-Control", "no-store");
    }
    next();
  };
}

/** The request's own origin, as React Router's adapter builds the request's URL (X-Forwarded-Host where a proxy is trusted). */
function ownOrigin(req: Request): string {
  const forwardedHost = req.app.enabled("trust proxy") ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return `${req.protocol}://${forwardedHost || req.get("host")}`;
}

/** A workspace request that may change something, or a download that writes the activity log, not from the workspace. */
function fromAnotherSite(req: Request): boolean {
  const origins = { method: req.method, origin: req.get("origin"), referer: req.get("referer"), ownOrigin: ownOrigin(req) };
  if (isForeignRequest(origins)) return true;
  const fromOwnPages = isFromOwnPages({ fetchSite: req.get("sec-fetch-site"), referer: origins.referer, ownOrigin: origins.ownOrigin });
  return isRecordedDownload(routerUrl(req)) && !fromOwnPages;
}

export interface WorkspaceSessionOptions {
  database?: () => Promise<Database>;
}

/**
 * After the request target is checked (request-target.ts): a workspace request that may change something
 * and comes from another origin is refused (403, same-origin.ts), as is a download that writes the activity log
 * and comes from no page of the workspace; then the session cookie's editor, if any, goes to
 * `res.locals.editor`. A session whose end moved on (rolling) gets its cookie again; a workspace request's cookie
 * of no valid session is removed.
 *
 * A public page asked for with a session cookie is looked up too: the page cache answers everybody but a
 * signed-in editor (public-page-cache.ts), and a cookie of no valid session (anybody can send one) must not
 * make a page render anew.
 */
export function workspaceSessions(options: WorkspaceSessionOptions = {}): RequestHandler {
  const database = options.database ?? db;
  return asyncHandler(async (req, res, next) => {
    const workspace = inWorkspace(req);
    if (!workspace && !((req.method === "GET" || req.method === "HEAD") && carriesSessionCookie(req.headers.cookie))) return next();
    if (workspace && fromAnotherSite(req)) {
      req.log?.warn({ origin: req.get("origin") ?? null }, "workspace: request from another site refused");
      return void res.status(403).type("text/plain").send("Forbidden");
    }
    try {
      const site = { origin: siteOrigins()[res.locals.locale], secureRequest: req.secure };
      const token = await sessionToken(req.headers.cookie, site);
      if (!token) return next();
      const session = await resumeSession(await database(), token);
      if (session) {
        res.locals.editor = session.editor;
        if (session.rolled) res.append("Set-Cookie", await sessionCookieHeader(token, session.expiresAt, site));
      } else if (workspace) {
        res.append("Set-Cookie", await clearedSessionCookieHeader(site));
      }
      next();
    } catch (error) {
      next(error);
    }
  });
}

/**
 * `GET /admin/people?email=ADDRESS&format=json`: everything held on the address as a file to download (the
 * person's copy of their data), recorded in the activity log. A page's loader cannot answer a file, so the
 * server does, after the session is known (workspaceSessions); without a signed-in editor or an address the
 * request goes on to the page, which sends the visitor to sign in or asks for an address.
 */
export function personDataDownload(options: WorkspaceSessionOptions = {}): RequestHandler {
  const database = options.database ?? db;
  return asyncHandler(async (req, res, next) => {
    // GET only: a download is an export, recorded in the log; a HEAD request gets the page's headers.
    if (req.method !== "GET") return next();
    const url = routerUrl(req);
    if (url.pathname.toLowerCase() !== workspacePaths.people || url.searchParams.get("format") !== "json") return next();
    const editor = res.locals.editor;
    const address = personAddress(url.searchParams.get("email"));
    if (!editor || !address) return next();
    try {
      const held = await exportPersonData(await database(), { address, editorId: editor.id });
      const exportedAt = new Date();
      res.setHeader("Content-Disposition", `attachment; filename="personal-data-${exportedAt.toISOString().slice(0, 10)}.json"`);
      res.type("application/json; charset=utf-8").send(JSON.stringify({ exportedAt, ...held }, null, 2));
    } catch (error) {
      next(error);
    }
  });
}
