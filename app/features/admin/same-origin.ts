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

function originOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const { origin } = new URL(url);
  return origin === "null" ? undefined : origin;
}
