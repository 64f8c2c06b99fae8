import { type RouteObject, matchRoutes } from "react-router";

/** Where an answered request went, as Express left it. */
export interface AnsweredRequest {
  /** Set by a handler that names its answers itself (the static files). */
  label?: string;
  /** The mount path of the router that answered (`/media`), "" at the top. */
  baseUrl: string;
  /** The path pattern of the Express route that answered, if one did. */
  routePath?: unknown;
  /** The path of the request, without the query ("" for a request target that is no path, e.g. `OPTIONS *`). */
  pathname: string;
}

/**
 * The route of a request as a metrics label: the pattern that answered it (`/hunde/:slug`, `/api/send-form-email`,
 * `/media/*`), never the raw path, so the labels stay as few as the routes whatever paths clients send. A page is
 * labelled with the pattern of its React Router route (its data request `….data` too); a path no route takes
 * with the catch-all's `/*`.
 */
export function routeLabel(answered: AnsweredRequest, pages: RouteObject[] | undefined, basename = "/"): string {
  if (answered.label) return answered.label;
  const { routePath, baseUrl } = answered;
  // React Router sits behind the catch-all Express route "*".
  if (typeof routePath === "string" && routePath !== "*") return `${baseUrl}${routePath}`;
  if (baseUrl) return `${baseUrl}/*`;
  if (!pages || !answered.pathname.startsWith("/")) return "unmatched";
  const pathname = answered.pathname === "/_root.data" ? "/" : answered.pathname.replace(/\.data$/, "");
  let pageLabels = pageLabelsOf.get(pages);
  if (!pageLabels) pageLabelsOf.set(pages, (pageLabels = new Map<string, string>()));
  const known = pageLabels.get(pathname);
  if (known) return known;
  // matchRoutes flattens and ranks the whole route tree on every call: about a millisecond, more than a page
  // cache hit costs in all. So each path is matched once; the paths kept are bounded (a crowd asks for few).
  const matches = matchRoutes(pages, pathname, basename);
  const label = matches
    ? `/${matches
        .map((match) => match.route.path?.replace(/^\/+|\/+$/g, ""))
        .filter(Boolean)
        .join("/")}`
    : "unmatched";
  if (pageLabels.size >= MAX_REMEMBERED_PATHS) pageLabels.clear();
  pageLabels.set(pathname, label);
  return label;
}

/** Per route tree, the page route label of each path matched lately. */
const pageLabelsOf = new WeakMap<RouteObject[], Map<string, string>>();
const MAX_REMEMBERED_PATHS = 2_000;
