import { createCookie } from "react-router";
import { SESSION_LIFETIME_MS } from "./sessions.server";

/**
 * The session cookie: a random token (sessions.server.ts keeps its hash), HttpOnly (no script reads it),
 * SameSite=Lax (not sent with other sites' posts), Secure on HTTPS, for 30 days from the last visit. Its path
 * is `/`: React Router's data requests of the workspace start page are `/admin.data`, outside `/admin/`.
 */
const sessionCookie = createCookie("editor_session", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: SESSION_LIFETIME_MS / 1000,
});

export const SESSION_COOKIE_NAME = sessionCookie.name;

/** The session token of a Cookie header, if it carries one. */
export async function sessionToken(cookieHeader: string | null | undefined): Promise<string | undefined> {
  const value: unknown = await sessionCookie.parse(cookieHeader ?? null);
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Set-Cookie for a session that starts or goes on for its full lifetime; `secure` on HTTPS requests. */
export const sessionCookieHeader = (token: string, { secure }: { secure: boolean }) => sessionCookie.serialize(token, { secure });

/** Set-Cookie that removes the session cookie (signed out, or its session ended). */
export const clearedSessionCookieHeader = ({ secure }: { secure: boolean }) =>
  sessionCookie.serialize("", { secure, maxAge: 0, expires: new Date(0) });

/** Whether a Cookie header carries the session cookie at all (valid or not). */
export const carriesSessionCookie = (cookieHeader: string | null | undefined) =>
  (cookieHeader ?? "").split(";").some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
