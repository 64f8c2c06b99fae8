import type { Request, RequestHandler } from "express";

/**
 * RFC 9112 §3.2 before anything builds the request's URL from the Host header and the request target
 * (React Router's Express adapter does, and cannot take a request whose URL does not parse):
 * - absolute-form (`GET http://host/path`, sent to proxies, but a server must accept it): the target's
 *   host and path take the place of the Host header and the URL (§3.2.2);
 * - asterisk-form (`OPTIONS *`): asks for the server's methods (204 with Allow); with any other method,
 *   or any other target that is not a path, the request is bad (400);
 * - a missing or invalid Host (`a b`, `[::1`, a port above 65535), or an invalid forwarded host or
 *   protocol where a proxy is trusted: 400 (§3.2);
 * - a path with a broken percent-encoding (`/%`, `/%E0%A4%A`): 400, for every method (the static files
 *   answer GET so; the route matching would only warn and go on with the raw path).
 */
export function requestTarget(serverMethods: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (req.originalUrl === "*" && req.method === "OPTIONS") return void res.set("Allow", serverMethods.join(", ")).status(204).end();
    if (!req.originalUrl.startsWith("/")) {
      const target = URL.canParse(req.originalUrl) ? new URL(req.originalUrl) : undefined;
      if (!target || (target.protocol !== "http:" && target.protocol !== "https:")) return void res.status(400).end();
      req.headers.host = target.host;
      req.url = req.originalUrl = target.pathname + target.search;
    }
    if (!hasValidOrigin(req) || !decodable(routerUrl(req).pathname)) return void res.status(400).end();
    next();
  };
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The protocol and the host names the adapter reads (Host; X-Forwarded-Host where a proxy is trusted) form an http(s) origin. */
function hasValidOrigin(req: Request): boolean {
  const forwardedHost = req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
  return isValidOrigin(req.protocol, req.headers.host, forwardedHost);
}

/** Whether a protocol, a Host header and a forwarded host (its first entry counts) make an http(s) origin. */
export function isValidOrigin(protocol: string, host: string | undefined, forwardedHost: string | undefined): boolean {
  const forwarded = forwardedHost?.split(",")[0]?.trim();
  const validHost = (name: string) => name !== "" && URL.canParse(`${protocol}://${name}`);
  return (
    (protocol === "http" || protocol === "https") &&
    host !== undefined &&
    validHost(host) &&
    (forwarded === undefined || validHost(forwarded))
  );
}

/**
 * The URL React Router sees for a request (after `requestTarget`): the target appended to an origin, as its
 * adapter builds it, so that `///` is the path `///` and `/\` the path `//` (not a host, as `new URL(target, base)` reads them).
 */
export const routerUrl = (req: Request) => targetUrl(req.originalUrl);

/** The URL React Router sees for a request target (`routerUrl`). */
export const targetUrl = (target: string) => new URL(`http://site${target}`);

/**
 * The path of a request target as `targetUrl` reads it, remembered for the targets asked for lately: the front door
 * counts every kept page it answers by path, and parsing the same few targets of a crowd again and again took 2.5 %
 * of such an answer. At most `MAX_KNOWN_TARGETS` targets of at most `MAX_KNOWN_TARGET_LENGTH` characters are kept
 * (a client making up targets only empties the list; a long one, whose path can be three times longer percent-encoded,
 * is parsed each time: 2,000 of 16 KB held 97 MB).
 */
export function targetPathname(target: string): string {
  if (target.length > MAX_KNOWN_TARGET_LENGTH) return targetUrl(target).pathname;
  let pathname = knownPathnames.get(target);
  if (pathname === undefined) {
    pathname = targetUrl(target).pathname;
    if (knownPathnames.size >= MAX_KNOWN_TARGETS) knownPathnames.clear();
    knownPathnames.set(target, pathname);
  }
  return pathname;
}

const knownPathnames = new Map<string, string>();
const MAX_KNOWN_TARGETS = 2_000;
const MAX_KNOWN_TARGET_LENGTH = 256;
