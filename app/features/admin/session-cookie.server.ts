import { type AppLoadContext, createCookie } from "react-router";

/**
 * The session cookie: a random token (sessions.server.ts keeps its hash), HttpOnly (no script reads it),
 * SameSite=Lax (not sent with other sites' posts), until the session's end. Its path is `/`: React Router's
 * data requests of the workspace start page are `/admin.data`, outside `/admin/`.
 *
 * Where the site's origin is https it is `__Host-editor_session` and Secure, whatever the request says (a proxy
 * without TRUST_PROXY makes every request look like plain HTTP): the browser then never sends it over plain
 * HTTP, and no other host (a subdomain, a forged plain-HTTP answer) can set one the site would read.
 */
const attributes = { path: "/", httpOnly: true, sameSite: "lax" } as const;
const plainCookie = createCookie("editor_session", attributes);
const hostCookie = createCookie("__Host-editor_session", { ...attributes, secure: true });

/** What the cookie depends on: the site's configured origin for the request's host, and the request's protocol. */
export interface SessionCookieSite {
  /** SITE_ORIGIN_DE or SITE_ORIGIN_ES, for the host the request came to. */
  origin: string;
  /** The request came over HTTPS (as Express reads it: TRUST_PROXY counts). */
  secureRequest: boolean;
}

/** The cookie's site for a loader or action. */
export const cookieSiteOf = (request: Request, context: Pick<AppLoadContext, "origins" | "locale">): SessionCookieSite => ({
  origin: context.origins[context.locale],
  secureRequest: new URL(request.url).protocol === "https:",
});

const cookieOf = (site: SessionCookieSite) => (site.origin.startsWith("https:") ? hostCookie : plainCookie);
const secure = (site: SessionCookieSite) => site.origin.startsWith("https:") || site.secureRequest;

/** The session token of a Cookie header, if it carries this site's session cookie. */
export async function sessionToken(cookieHeader: string | null | undefined, site: SessionCookieSite): Promise<string | undefined> {
  const value: unknown = await cookieOf(site).parse(cookieHeader ?? null);
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Set-Cookie for a session that starts or goes on, until `expires` (the session's end). */
export const sessionCookieHeader = (token: string, expires: Date, site: SessionCookieSite) =>
  cookieOf(site).serialize(token, { secure: secure(site), maxAge: Math.max(0, Math.round((expires.getTime() - Date.now()) / 1000)) });

/** Set-Cookie that removes the session cookie (signed out, or its session ended). */
export const clearedSessionCookieHeader = (site: SessionCookieSite) =>
  cookieOf(site).serialize("", { secure: secure(site), maxAge: 0, expires: new Date(0) });

/** Whether a Cookie header carries a session cookie at all (valid or not, either name). */
export const carriesSessionCookie = (cookieHeader: string | null | undefined) =>
  (cookieHeader ?? "").split(";").some((part) => [plainCookie.name, hostCookie.name].some((name) => part.trim().startsWith(`${name}=`)));
