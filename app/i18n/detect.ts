import { type Locale, defaultLocale } from "./locales";

/**
 * The language of a request: a host equal to the Spanish origin's host, or
 * containing ".es", is Spanish; everything else is German. The port is ignored.
 */
export function localeFromHost(host: string | null | undefined, spanishOrigin: string): Locale {
  const hostname = stripPort((host ?? "").trim().toLowerCase());
  if (!hostname) return defaultLocale;
  const spanishHost = new URL(spanishOrigin).hostname.toLowerCase();
  if (hostname === spanishHost) return "es";
  if (hostname.includes(".es")) return "es";
  return defaultLocale;
}

function stripPort(host: string): string {
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  const colon = host.lastIndexOf(":");
  return colon === -1 ? host : host.slice(0, colon);
}
