import { describe, expect, it } from "vitest";
import { carriesSessionCookie, clearedSessionCookieHeader, sessionCookieHeader, sessionToken } from "./session-cookie.server";

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000);
const https = { origin: "https://www.example.de", secureRequest: false };
const http = { origin: "http://localhost:3000", secureRequest: false };
/** The `name=value` a browser sends back of a Set-Cookie header. */
const sentBack = (header: string) => header.split(";")[0]!;

describe("the session cookie", () => {
  it("is __Host- prefixed and Secure where the site's origin is https, though the request came over plain HTTP", async () => {
    expect(await sessionCookieHeader("token", inAWeek(), https)).toMatch(
      /^__Host-editor_session=[^;]+; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(await clearedSessionCookieHeader(https)).toBe(
      "__Host-editor_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("is plain on an http origin, Secure when the request came over HTTPS", async () => {
    expect(await sessionCookieHeader("token", inAWeek(), http)).toMatch(
      /^editor_session=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(await sessionCookieHeader("token", inAWeek(), { ...http, secureRequest: true })).toContain("; Secure;");
  });

  it("is read under its site's name only: a plain cookie does not count where the origin is https", async () => {
    const secure = sentBack(await sessionCookieHeader("abc", inAWeek(), https));
    const plain = sentBack(await sessionCookieHeader("abc", inAWeek(), http));
    expect(await sessionToken(`other=1; ${secure}`, https)).toBe("abc");
    expect(await sessionToken(plain, https)).toBeUndefined();
    expect(await sessionToken(plain, http)).toBe("abc");
    expect(await sessionToken(undefined, http)).toBeUndefined();
    expect(carriesSessionCookie(`a=1; ${secure}`)).toBe(true);
    expect(carriesSessionCookie(plain)).toBe(true);
    expect(carriesSessionCookie("editor_sessions=x")).toBe(false);
  });
});
