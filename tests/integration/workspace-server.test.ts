/* eslint-disable @typescript-eslint/await-thenable -- `who` reads a finished answer; its awaits stay as the assertions were written (issue 36). */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvCache, siteOrigins } from "~/config/env.server";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { sessionCookieHeader } from "~/features/admin/session-cookie.server";
import { endAllSessions, resumeSession } from "~/features/admin/sessions.server";
import { createSignInLink, redeemSignInLink } from "~/features/admin/sign-in.server";
import { localeFromHost } from "~/i18n/detect";
import { tokenHash } from "~/lib/tokens.server";
import { workspaceHeaders, workspaceSessions } from "../../server/workspace";
import { type TestDatabase, backends } from "../support/databases";
import { type RawResponse, rawRequest } from "../support/raw-http";

/**
 * The server's part of the workspace over HTTP (server/workspace.ts): noindex on every workspace answer,
 * requests from other sites refused (403), the signed-in editor found by the session cookie, the cookie
 * rolled and removed, and one session shared by two instances on one PostgreSQL.
 */

const boss = "boss@example.org";

/** An instance of the server's workspace handling in front of a probe that answers who is signed in. */
async function startInstance(database: () => Promise<DatabaseHandle["db"]>) {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(workspaceHeaders());
  // As server/app.ts does before: the site's language from the host.
  app.use((req, res, next) => {
    res.locals.locale = localeFromHost(req.headers.host, siteOrigins().es);
    next();
  });
  app.use(workspaceSessions({ database }));
  const probe: express.RequestHandler = (_req, res) => void res.json({ editor: res.locals.editor?.email ?? null });
  app.all(["/admin", "/admin.data", "/admin/*"], probe);
  app.all("/kontakt", probe);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return { server, port: (server.address() as AddressInfo).port };
}

const stop = (server: Server) => new Promise((resolve) => server.close(resolve));

describe.each(backends)("workspace on the server, $name", ({ name, skip, create }) => {
  let database: TestDatabase;
  let instance: Awaited<ReturnType<typeof startInstance>>;
  beforeAll(async () => {
    if (skip) return;
    database = await create();
    instance = await startInstance(async () => database.db);
  });
  afterAll(async () => {
    if (instance) await stop(instance.server);
    await database?.destroy();
  });
  beforeEach(async () => {
    if (!skip) await database.db.execute(sql`truncate activity_log, editor_sessions, sign_in_links, editors cascade`);
  });

  /** A session cookie of `address` (an EDITOR_EMAILS editor), signed in as the link does it. */
  const signedInCookie = async (db = database.db) => {
    const link = await createSignInLink(db, boss, "http://localhost:3000");
    const outcome = await redeemSignInLink(db, {
      token: link.slice(link.lastIndexOf("/") + 1),
      host: "localhost:3000",
      configured: [boss],
    });
    if (outcome.status !== "signedIn") throw new Error(outcome.status);
    const header = await sessionCookieHeader(outcome.session.token, outcome.session.expiresAt, {
      origin: siteOrigins().de,
      secureRequest: false,
    });
    return { cookie: header.split(";")[0]!, token: outcome.session.token };
  };
  /** A request to the German test host (fetch would not send a Host header of ours). */
  const request = (
    path: string,
    { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
    port = instance.port,
  ) => rawRequest(port, { method, path, host: "localhost:3000", headers, body: method === "GET" ? undefined : "" });
  const who = (response: RawResponse) => (JSON.parse(response.body) as { editor: string | null }).editor;

  it.skipIf(skip)("marks every workspace answer noindex and uncacheable, and no public one", async () => {
    for (const path of ["/admin", "/admin/login", "/admin.data", "/admin/editors.data", "/ADMIN/editors"]) {
      const response = await request(path);
      expect(response.headers["x-robots-tag"], path).toBe("noindex, nofollow");
      expect(response.headers["cache-control"], path).toBe("no-store");
    }
    expect((await request("/kontakt")).headers["x-robots-tag"]).toBeUndefined();
  });

  it.skipIf(skip)("refuses a state-changing workspace request from another origin with 403; its own origin passes", async () => {
    const { cookie } = await signedInCookie();
    const post = (headers: Record<string, string>, path = "/admin/editors") =>
      request(path, { method: "POST", headers: { cookie, ...headers } });
    expect((await post({ origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ origin: "http://es.localhost:3000" })).status).toBe(403);
    expect((await post({ referer: "https://evil.example/page" })).status).toBe(403);
    expect((await post({ origin: "null" })).status).toBe(403);
    expect((await post({ origin: "https://evil.example" }, "/admin/login")).status).toBe(403);

    const same = await post({ origin: "http://localhost:3000" });
    expect(same.status).toBe(200);
    expect(await who(same)).toBe(boss);
    expect((await post({ referer: "http://localhost:3000/admin/editors" })).status).toBe(200);
    // No browser's cross-site form sends neither header.
    expect((await post({})).status).toBe(200);
    // Behind a trusted proxy, the origin is the one the visitor used.
    expect(
      (await post({ origin: "https://www.example.de", "x-forwarded-proto": "https", "x-forwarded-host": "www.example.de" })).status,
    ).toBe(200);
    // Reading is no change; and the public site is none of this guard's business.
    expect((await request("/admin", { headers: { origin: "https://evil.example", cookie } })).status).toBe(200);
    expect((await request("/kontakt", { method: "POST", headers: { origin: "https://evil.example" } })).status).toBe(200);
  });

  it.skipIf(skip)("refuses a download that writes the activity log unless it comes from a page of the workspace", async () => {
    const { cookie } = await signedInCookie();
    const get = (path: string, headers: Record<string, string> = {}) => request(path, { headers: { cookie, ...headers } });
    for (const path of ["/admin/inbox.csv?q=x", `/admin/people?email=${encodeURIComponent("a@example.org")}&format=json`]) {
      expect((await get(path, { "sec-fetch-site": "same-origin" })).status, path).toBe(200);
      expect((await get(path, { referer: "http://localhost:3000/admin/inbox" })).status, path).toBe(200);
      // Another site's link, a typed address or bookmark, another host of the site, a program saying nothing.
      expect((await get(path, { "sec-fetch-site": "cross-site", referer: "http://localhost:3000/admin" })).status, path).toBe(403);
      expect((await get(path, { "sec-fetch-site": "none" })).status, path).toBe(403);
      expect((await get(path, { referer: "http://es.localhost:3000/admin" })).status, path).toBe(403);
      expect((await get(path)).status, path).toBe(403);
    }
    // The pages themselves, as any GET of the workspace, open from anywhere.
    expect((await get("/admin/inbox?q=x", { "sec-fetch-site": "cross-site" })).status).toBe(200);
  });

  it.skipIf(skip)("finds the editor by the session cookie, sends the cookie again when the session rolls, removes a dead one", async () => {
    expect(await who(await request("/admin"))).toBeNull();
    const { cookie, token } = await signedInCookie();
    const fresh = await request("/admin", { headers: { cookie } });
    expect(await who(fresh)).toBe(boss);
    expect(fresh.headers["set-cookie"]).toBeUndefined();
    // A public page knows the editor too (the page cache answers everybody else), but only on GET and HEAD.
    expect(await who(await request("/kontakt", { headers: { cookie } }))).toBe(boss);
    expect(await who(await request("/kontakt", { method: "POST", headers: { cookie } }))).toBeNull();

    await database.db.execute(
      sql`update editor_sessions set last_seen_at = now() - interval '2 hours' where token_hash = ${tokenHash(token)}`,
    );
    const rolled = await request("/admin.data", { headers: { cookie, "x-forwarded-proto": "https" } });
    expect(await who(rolled)).toBe(boss);
    expect(rolled.headers["set-cookie"]).toEqual([`${cookie}; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Lax`]);

    await database.db.execute(sql`delete from editor_sessions`);
    const ended = await request("/admin/editors", { headers: { cookie } });
    expect(await who(ended)).toBeNull();
    expect(ended.headers["set-cookie"]).toEqual([
      "editor_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax",
    ]);
    expect(await who(await request("/admin", { headers: { cookie: "editor_session=garbage" } }))).toBeNull();
    // On a public page a dead cookie is nobody's and stays as it is: that answer may be kept for everybody.
    const publicPage = await request("/kontakt", { headers: { cookie } });
    expect([await who(publicPage), publicPage.headers["set-cookie"]]).toEqual([null, undefined]);
  });

  it.skipIf(skip)("sends the cookie __Host- prefixed and Secure where the site's origin is https, the request plain", async () => {
    process.env.SITE_ORIGIN_DE = "https://www.example.de";
    resetEnvCache();
    try {
      const { token } = await signedInCookie();
      const cookieOn = async (origin: string) =>
        (await sessionCookieHeader(token, new Date(Date.now() + 60_000), { origin, secureRequest: false })).split(";")[0]!;
      const cookie = await cookieOn(siteOrigins().de);
      expect(cookie).toMatch(/^__Host-editor_session=/);
      const get = (headers: Record<string, string>) =>
        rawRequest(instance.port, { method: "GET", path: "/admin", host: "www.example.de", headers });
      await database.db.execute(sql`update editor_sessions set last_seen_at = now() - interval '2 hours'`);
      const rolled = await get({ cookie });
      expect(await who(rolled)).toBe(boss);
      expect(rolled.headers["set-cookie"]).toEqual([`${cookie}; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Lax`]);
      // A plain cookie is no https site's: not read.
      expect(await who(await get({ cookie: await cookieOn("http://www.example.de") }))).toBeNull();
      await database.db.execute(sql`delete from editor_sessions`);
      expect((await get({ cookie })).headers["set-cookie"]).toEqual([
        "__Host-editor_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax",
      ]);
    } finally {
      delete process.env.SITE_ORIGIN_DE;
      resetEnvCache();
    }
  });

  it.skipIf(skip || name !== "postgres")("shares a session between two instances on one PostgreSQL", async () => {
    const second = await openDatabase({ url: database.url });
    const other = await startInstance(async () => second.db);
    try {
      const { cookie, token } = await signedInCookie();
      expect(await who(await request("/admin", { headers: { cookie } }, other.port))).toBe(boss);
      // Signed out everywhere through the other instance: this one knows it at once.
      const session = await resumeSession(second.db, token);
      expect(await endAllSessions(second.db, session!.editor.id)).toBe(1);
      expect(await who(await request("/admin", { headers: { cookie } }))).toBeNull();
    } finally {
      await stop(other.server);
      await second.close();
    }
  });
});
