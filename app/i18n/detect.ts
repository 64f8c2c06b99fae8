import { type Locale, defaultLocale } from "./locales";

/**
 * The language of a request: a host equal to the Spanish origin's host, or
 * containing ".es", is Spanish; everything else is German. The port is ignored.
 */
export function localeFromHost(host: string | null | undefined, spanishOrigin: string): Locale {
  const hostname = stripPort((host ?? "").trim().toLowerCase());
  if (!hostname) return defaultLocale;
  if (hostname === hostnameOf(spanishOrigin)) return "es";
  if (hostname.includes(".es")) return "es";
  return defaultLocale;
}

/** The origin's host name; the origin is the same on every request, so it is parsed once (this runs on every request). */
let parsedOrigin: { origin: string; hostname: string } | undefined;
function hostnameOf(origin: string): string {
  if (parsedOrigin?.origin !== origin) parsedOrigin = { origin, hostname: new URL(origin).hostname.toLowerCase() };
  return parsedOrigin.hostname;
}

function stripPort(host: string): string {
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  const colon = host.lastIndexOf(":");
  return colon === -1 ? host : host.slice(0, colon);
}
