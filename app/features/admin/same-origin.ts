/**
 * The workspace's guard against cross-site requests (CSRF): a request that may change something (any method
 * but GET and HEAD) is foreign when its `Origin` header, or without one its `Referer`, names another origin
 * than the request's own; "null" and anything unreadable count as foreign. A request with neither header
 * passes: browsers send `Origin` with every cross-site POST, so it comes from no browser's cross-site form,
 * and the session cookie (SameSite=Lax) stays off cross-site requests of other kinds.
 */
export interface RequestOrigins {
  method: string;
  origin: string | undefined;
  referer: string | undefined;
  /** The request's own origin, e.g. `https://www.example.de`. */
  ownOrigin: string;
}

export function isForeignRequest({ method, origin, referer, ownOrigin }: RequestOrigins): boolean {
  if (method === "GET" || method === "HEAD") return false;
  const claimed = origin ?? referer;
  if (claimed === undefined) return false;
  return originOf(claimed) === undefined || originOf(claimed) !== originOf(ownOrigin);
}

/**
 * Whether a GET comes from the workspace's own pages: the browser says so (`Sec-Fetch-Site: same-origin`), or,
 * a browser too old to say it, sends a `Referer` of the request's own origin. Another site's link, an address
 * typed or bookmarked, a program sending neither: none of them. For the GETs that write the activity log (the
 * downloads), so that no other site can make an editor's browser write entries.
 */
export function isFromOwnPages({ fetchSite, referer, ownOrigin }: { fetchSite?: string; referer?: string; ownOrigin: string }) {
  if (fetchSite !== undefined) return fetchSite === "same-origin";
  const claimed = referer === undefined ? undefined : originOf(referer);
  return claimed !== undefined && claimed === originOf(ownOrigin);
}

function originOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const { origin } = new URL(url);
  return origin === "null" ? undefined : origin;
}
