import type { Request, Response } from "express";
import { type RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import { isWorkspacePath } from "~/platform/workspace-path";
import { dogSource } from "~/features/dogs/source.server";
import { contentVersion } from "~/platform/site-changes.server";
import { type PageCache, createPageCache } from "~/framework/page-cache";
import { routerUrl } from "./request-target";
import type { Locale } from "~/i18n/locales";

export interface PublicPageCacheOptions {
  build: ServerBuild;
  loadContext: (req: Request, res: Response, cspNonce: string) => RouterContextProvider;
  maxBytes: number;
}

/** A public page's key in the cache: the site's language (from the host) and the request target. */
export const publicPageKey = (locale: Locale, target: string) => `${locale} ${target}`;

/**
 * Public pages rendered at once. Rendering runs on the one JavaScript thread (and the embedded database in it),
 * so more at once is no faster; each one under way holds its page, its data and its compressed forms in memory.
 * Two keep the thread busy while the other's page is compressed in the thread pool.
 */
const MAX_RENDERS = 2;

/**
 * The page cache for the public site: every GET and HEAD but the workspace's and a signed-in editor's (who
 * must see their changes at once). A page is kept per language and request target, under the version of the dog list
 * and of the content it was rendered from.
 */
export function publicPageCache({ build, loadContext, maxBytes }: PublicPageCacheOptions): PageCache {
  const handleRequest = createRequestHandler(build, "production");
  return createPageCache({
    maxBytes,
    maxRenders: MAX_RENDERS,
    // A signed-in editor (their session found by workspace.ts) sees their changes at once; a session cookie of no
    // valid session is anybody's, and gets the kept page.
    cacheable: (req, res) =>
      (req.method === "GET" || req.method === "HEAD") && !isWorkspacePath(routerUrl(req).pathname) && res.locals.editor === undefined,
    keyOf: (req, res) => publicPageKey(res.locals.locale, req.originalUrl),
    dataVersion: () => {
      const dogs = dogSource().versionNow();
      return dogs === undefined ? undefined : `${dogs} ${contentVersion()}`;
    },
    render: async (req, res, nonce) => {
      const request = new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`);
      const response = await handleRequest(request, loadContext(req, res, nonce));
      return { status: response.status, headers: response.headers, body: await response.text() };
    },
  });
}
