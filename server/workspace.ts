import type { Request, RequestHandler } from "express";
import { siteOrigins } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { isRecordedDownload } from "~/features/admin/paths";
import { isWorkspacePath } from "~/platform/workspace-path";
import { isForeignRequest, isFromOwnPages } from "~/features/admin/same-origin";
import {
  carriesSessionCookie,
  clearedSessionCookieHeader,
  sessionCookieHeader,
  sessionToken,
} from "~/features/admin/session-cookie.server";
import { resumeSession } from "~/features/admin/sessions.server";
import { asyncHandler } from "~/lib/async-handler.server";
import { routerUrl } from "./request-target";

/**
 * What the server does for the editors' workspace (/admin) before React Router: keep it out of search
 * engines and caches, refuse requests from other sites, and find the signed-in editor of a request (the
 * session cookie), which the workspace's guard and loaders read (app/features/admin/signed-in.server.ts).
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
