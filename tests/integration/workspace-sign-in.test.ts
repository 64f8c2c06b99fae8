import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryRows } from "~/db/client.server";
import { activityPage } from "~/features/admin/activity.server";
import { addEditor, hasAnyEditor, isEditor, listEditors, removeEditor, removeUnlistedEditors } from "~/features/admin/editors.server";
import { SESSION_IDLE_MS, endAllSessions, endSession, resumeSession } from "~/features/admin/sessions.server";
import { createSignInLink, redeemSignInLink, requestSignInLink, signInLinkProblem, signInRequested } from "~/features/admin/sign-in.server";
import { tokenHash } from "~/lib/tokens.server";
import { type DeliverableMail, associationSender, createMailWorker } from "~/platform/mail/mail-worker.server";
import { type TestDatabase, backends } from "../support/databases";

/**
 * Sign-in without passwords and the editors' sessions against both databases: links mailed
 * through the outbox, used once, on their host, within 15 minutes; sessions that roll, end and end everywhere.
 */

const origins = { de: "http://localhost:3000", es: "http://es.localhost:3000" };
const boss = "boss@example.org";
const configured = [boss];
const silent = { info() {}, warn() {}, error() {} };

const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);
const signInRequest = (address: string, overrides: Partial<Parameters<typeof requestSignInLink>[1]> = {}) => ({
  address,
  locale: "de" as const,
  origin: origins.de,
  clientIp: "10.0.0.1",
  configured,
  clientLimitPerHour: 20,
  printLink: false,
  ...overrides,
});

describe.each(backends)("workspace sign-in on $name", ({ name, skip, create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    if (!skip)
      await database.db.execute(sql`truncate activity_log, editor_sessions, sign_in_links, editors, outbox_messages, rate_limits cascade`);
  });

  const outbox = () =>
    queryRows<{
      to_address: string;
      locale: string | null;
      subject: string;
      text_body: string;
      html_body: string;
      submission_id: string | null;
    }>(database.db, sql`select to_address, locale, subject, text_body, html_body, submission_id from outbox_messages`);
  const links = () =>
    queryRows<{ token_hash: string; email: string; host: string; minutes: number }>(
      database.db,
      sql`select token_hash, email, host, round(extract(epoch from expires_at - created_at) / 60)::integer as minutes from sign_in_links`,
    );
  const signIn = async (address: string) => {
    const token = tokenOf(await createSignInLink(database.db, address, origins.de));
    const outcome = await redeemSignInLink(database.db, { token, host: "localhost:3000", configured });
    if (outcome.status !== "signedIn") throw new Error(`not signed in: ${outcome.status}`);
    return outcome.session.token;
  };

  it.skipIf(skip)("mails an editor a link through the outbox, in the language of the host it was asked on", async () => {
    expect(await requestSignInLink(database.db, signInRequest(boss, { locale: "es", origin: origins.es }))).toBe("sent");
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to_address: boss,
      locale: "es",
      subject: "Tu enlace de acceso al área de redacción",
      submission_id: null,
    });
    const link = /http:\/\/es\.localhost:3000\/admin\/login\/([A-Za-z0-9_-]{43})\n/.exec(mail!.text_body);
    expect(link, mail!.text_body).not.toBeNull();
    expect(mail!.text_body).toContain("El enlace es válido durante 15 minutos y solo funciona una vez.");
    expect(mail!.html_body).toContain(`href="http://es.localhost:3000/admin/login/${link![1]}"`);
    // Kept: the hash of the link's secret, never the secret; the host and the 15 minutes.
    expect(await links()).toEqual([{ token_hash: tokenHash(link![1]!), email: boss, host: "es.localhost:3000", minutes: 15 }]);
  });

  it.skipIf(skip)("sends the mail as the association of the host's language, though it belongs to no submission", async () => {
    await requestSignInLink(database.db, signInRequest(boss, { locale: "es", origin: origins.es }));
    const sent: DeliverableMail[] = [];
    const worker = createMailWorker({ database: async () => database.db, send: async (mail) => void sent.push(mail), logger: silent });
    expect(await worker.deliverDue()).toBe(1);
    expect(sent.map(({ from, to }) => ({ from, to }))).toEqual([{ from: associationSender("es"), to: boss }]);
  });

  describe("without a mail server", () => {
    afterEach(() => void vi.restoreAllMocks());

    it.skipIf(skip)(
      "prints the mailed link once on the console as a plain line, and nothing for an address that is no editor",
      async () => {
        const log = vi.spyOn(console, "log").mockImplementation(() => {});
        expect(await requestSignInLink(database.db, signInRequest(boss, { printLink: true }))).toBe("sent");
        expect(await requestSignInLink(database.db, signInRequest("stranger@example.org", { printLink: true }))).toBe("notEditor");
        const mailed = /http:\/\/localhost:3000\/admin\/login\/[A-Za-z0-9_-]{43}/.exec((await outbox())[0]!.text_body)![0];
        expect(log.mock.calls).toEqual([[`Sign-in link for ${boss} (valid 15 minutes): ${mailed}`]]);
      },
    );

    it.skipIf(skip)("prints nothing when the link goes out by mail only", async () => {
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      expect(await requestSignInLink(database.db, signInRequest(boss, { printLink: false }))).toBe("sent");
      expect(await outbox()).toHaveLength(1);
      expect(log).not.toHaveBeenCalled();
    });
  });

  it.skipIf(skip)("gives an address that is no editor the same answer as an editor, and sends nothing", async () => {
    expect(await requestSignInLink(database.db, signInRequest("stranger@example.org"))).toBe("notEditor");
    expect(await outbox()).toEqual([]);
    expect(await links()).toEqual([]);
  });

  it.skipIf(skip)(
    "limits sign-in requests per address and client (5 an hour) and per client; a stranger's use up none of the editor's",
    async () => {
      const answers = [];
      for (let n = 0; n < 6; n++) answers.push(await requestSignInLink(database.db, signInRequest(boss, { clientIp: "203.0.113.9" })));
      expect(answers).toEqual(["sent", "sent", "sent", "sent", "sent", "limited"]);
      expect(await outbox()).toHaveLength(5);
      // The editor, from their own connection, still gets their link.
      expect(await requestSignInLink(database.db, signInRequest(boss, { clientIp: "10.0.0.1" }))).toBe("sent");
      // The address counts as a hash: no address in the rate-limit table.
      const keys = await queryRows<{ key: string }>(database.db, sql`select key from rate_limits`);
      expect(keys.some(({ key }) => key.includes("example.org"))).toBe(false);

      await database.db.execute(sql`truncate outbox_messages, rate_limits`);
      await addEditor(database.db, { address: "second@example.org", by: null, configured });
      const fromOneClient = [];
      for (const address of [boss, "nobody@example.org", "second@example.org", boss]) {
        fromOneClient.push(await requestSignInLink(database.db, signInRequest(address, { clientLimitPerHour: 3 })));
      }
      // Requests for addresses that are no editor's count as well.
      expect(fromOneClient).toEqual(["sent", "notEditor", "sent", "limited"]);
      expect((await outbox()).map((mail) => mail.to_address)).toEqual([boss, "second@example.org"]);
    },
  );

  it.skipIf(skip || name !== "postgres")(
    "answers before it looks at the address: an editor's request takes as long as a stranger's",
    async () => {
      // Another connection holds the tables the request works on: the answers wait for none of it.
      const blocker = new pg.Client({ connectionString: database.url });
      await blocker.connect();
      const outcomes: unknown[] = [];
      const log = { info: ({ outcome }: { outcome: unknown }) => void outcomes.push(outcome), error: () => outcomes.push("error") };
      try {
        await blocker.query("begin");
        await blocker.query("lock table rate_limits, editors, sign_in_links, outbox_messages in access exclusive mode");
        signInRequested(database.db, signInRequest(boss), log);
        signInRequested(database.db, signInRequest("stranger@example.org"), log);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(outcomes).toEqual([]);
      } finally {
        await blocker.query("commit");
        await blocker.end();
      }
      await vi.waitFor(() => expect([...outcomes].sort()).toEqual(["notEditor", "sent"]));
      expect((await outbox()).map((mail) => mail.to_address)).toEqual([boss]);
    },
  );

  it.skipIf(skip)("signs in once with a link, on its own host only", async () => {
    const token = tokenOf(await createSignInLink(database.db, boss, origins.de));
    expect(await redeemSignInLink(database.db, { token, host: "es.localhost:3000", configured })).toEqual({ status: "otherHost" });
    const used = await redeemSignInLink(database.db, { token, host: "LOCALHOST:3000", configured });
    expect(used.status).toBe("signedIn");
    if (used.status !== "signedIn") return;
    expect((await resumeSession(database.db, used.session.token))?.editor.email).toBe(boss);
    expect(await redeemSignInLink(database.db, { token, host: "localhost:3000", configured })).toEqual({ status: "used" });
  });

  it.skipIf(skip)("looks at a link without using it: opening a link is no sign-in", async () => {
    const token = tokenOf(await createSignInLink(database.db, boss, origins.de));
    for (let look = 0; look < 3; look++) expect(await signInLinkProblem(database.db, { token, host: "localhost:3000" })).toBeUndefined();
    expect(await signInLinkProblem(database.db, { token, host: "es.localhost:3000" })).toBe("otherHost");
    expect(await signInLinkProblem(database.db, { token: "x".repeat(43), host: "localhost:3000" })).toBe("invalid");
    expect((await redeemSignInLink(database.db, { token, host: "localhost:3000", configured })).status).toBe("signedIn");
    expect(await signInLinkProblem(database.db, { token, host: "localhost:3000" })).toBe("used");
  });

  it.skipIf(skip)("refuses a link after its 15 minutes, an unknown one, and one whose editor was removed meanwhile", async () => {
    const late = tokenOf(await createSignInLink(database.db, boss, origins.de));
    await database.db.execute(sql`update sign_in_links set expires_at = now() - interval '1 second' where token_hash = ${tokenHash(late)}`);
    expect(await redeemSignInLink(database.db, { token: late, host: "localhost:3000", configured })).toEqual({ status: "expired" });
    expect(await redeemSignInLink(database.db, { token: "x".repeat(43), host: "localhost:3000", configured })).toEqual({
      status: "invalid",
    });

    await addEditor(database.db, { address: "leaving@example.org", by: null, configured });
    const token = tokenOf(await createSignInLink(database.db, "leaving@example.org", origins.de));
    await removeEditor(database.db, { address: "leaving@example.org", by: null, configured });
    expect(await redeemSignInLink(database.db, { token, host: "localhost:3000", configured })).toEqual({ status: "invalid" });
  });

  it.skipIf(skip)("gives an EDITOR_EMAILS editor their row at the first sign-in", async () => {
    expect((await listEditors(database.db, configured)).map(({ email, id }) => [email, id])).toEqual([[boss, undefined]]);
    await signIn(boss);
    const [listed] = await listEditors(database.db, configured);
    expect(listed).toMatchObject({ email: boss, configured: true });
    expect(listed!.id).toEqual(expect.any(String));
  });

  it.skipIf(skip)("ends the access of an address taken out of EDITOR_EMAILS at start; editors added otherwise stay", async () => {
    const bossToken = await signIn(boss);
    const bossSession = (await resumeSession(database.db, bossToken))!.editor;
    await addEditor(database.db, { address: "ana@example.org", by: { id: bossSession.id, email: boss }, configured });
    await addEditor(database.db, { address: "cli@example.org", by: null, configured });
    const anaToken = await signIn("ana@example.org");
    const cliToken = await signIn("cli@example.org");

    // The next start without the address in EDITOR_EMAILS.
    expect(await removeUnlistedEditors(database.db, [])).toEqual([boss]);
    expect(await resumeSession(database.db, bossToken)).toBeUndefined();
    expect(await isEditor(database.db, boss, [])).toBe(false);
    expect(await requestSignInLink(database.db, signInRequest(boss, { configured: [] }))).toBe("notEditor");
    const pending = tokenOf(await createSignInLink(database.db, boss, origins.de));
    expect(await redeemSignInLink(database.db, { token: pending, host: "localhost:3000", configured: [] })).toEqual({ status: "invalid" });
    expect(await resumeSession(database.db, anaToken)).toBeDefined();
    expect(await resumeSession(database.db, cliToken)).toBeDefined();
    expect(await removeUnlistedEditors(database.db, [])).toEqual([]);
    const { entries } = await activityPage(database.db, { page: 1, pageSize: 1 });
    expect(entries.map(({ editor, action, summary }) => [editor, action, summary])).toEqual([[null, "removed", boss]]);

    // Listed again, the address signs in as before. One added in the workspace and listed later stays when unlisted.
    const listed = [boss, "ana@example.org"];
    const link = tokenOf(await createSignInLink(database.db, boss, origins.de));
    expect((await redeemSignInLink(database.db, { token: link, host: "localhost:3000", configured: listed })).status).toBe("signedIn");
    expect(await removeUnlistedEditors(database.db, listed)).toEqual([]);
    expect(await removeUnlistedEditors(database.db, [])).toEqual([boss]);
    expect(await isEditor(database.db, "ana@example.org", [])).toBe(true);
  });

  it.skipIf(skip)("rolls a session on at most once an hour, by 7 days from the visit", async () => {
    const token = await signIn(boss);
    expect((await resumeSession(database.db, token))?.rolled).toBe(false);
    await database.db.execute(
      sql`update editor_sessions set last_seen_at = now() - interval '61 minutes', expires_at = now() + interval '1 day' where token_hash = ${tokenHash(token)}`,
    );
    const rolled = await resumeSession(database.db, token);
    expect(rolled?.rolled).toBe(true);
    const [{ now }] = (await queryRows<{ now: string | Date }>(database.db, sql`select now() as now`)) as [{ now: string | Date }];
    const left = rolled!.expiresAt.getTime() - new Date(now).getTime();
    expect(left).toBeLessThanOrEqual(SESSION_IDLE_MS);
    expect(left).toBeGreaterThan(SESSION_IDLE_MS - 60_000);
    expect((await resumeSession(database.db, token))?.rolled).toBe(false);
  });

  it.skipIf(skip)("ends a session 30 days after its sign-in however often it is used, and after 7 days without a visit", async () => {
    const daily = await signIn(boss);
    // Used every hour since its sign-in 30 days ago less a minute: it rolls, but not past its 30 days.
    const shift = (token: string, changes: ReturnType<typeof sql>) =>
      database.db.execute(sql`update editor_sessions set ${changes} where token_hash = ${tokenHash(token)}`);
    await shift(daily, sql`created_at = now() - interval '30 days' + interval '1 minute', last_seen_at = now() - interval '61 minutes'`);
    const lastDay = await resumeSession(database.db, daily);
    expect(lastDay?.rolled).toBe(true);
    const [{ left }] = (await queryRows<{ left: number }>(
      database.db,
      sql`select extract(epoch from expires_at - now())::integer as left from editor_sessions where token_hash = ${tokenHash(daily)}`,
    )) as [{ left: number }];
    expect(left).toBeLessThanOrEqual(60);
    await shift(daily, sql`created_at = now() - interval '30 days' - interval '1 second', expires_at = now() + interval '6 days'`);
    expect(await resumeSession(database.db, daily)).toBeUndefined();

    const idle = await signIn(boss);
    // A week without a visit ends it, even where an end written under the earlier rule lies further ahead.
    await shift(idle, sql`last_seen_at = now() - interval '7 days' - interval '1 second', expires_at = now() + interval '23 days'`);
    expect(await resumeSession(database.db, idle)).toBeUndefined();
  });

  it.skipIf(skip)("ends a session at its end, on sign-out, and every session of an editor on sign-out everywhere", async () => {
    const expired = await signIn(boss);
    await database.db.execute(
      sql`update editor_sessions set expires_at = now() - interval '1 second' where token_hash = ${tokenHash(expired)}`,
    );
    expect(await resumeSession(database.db, expired)).toBeUndefined();

    const [phone, laptop, tablet] = [await signIn(boss), await signIn(boss), await signIn(boss)];
    const onPhone = await resumeSession(database.db, phone);
    await endSession(database.db, onPhone!.editor.sessionId);
    expect(await resumeSession(database.db, phone)).toBeUndefined();
    expect(await resumeSession(database.db, laptop)).toBeDefined();
    expect(await endAllSessions(database.db, onPhone!.editor.id)).toBe(2);
    expect(await resumeSession(database.db, laptop)).toBeUndefined();
    expect(await resumeSession(database.db, tablet)).toBeUndefined();
  });

  it.skipIf(skip)("adds and removes editors, ends the sessions of the removed, and logs who did it", async () => {
    expect(await hasAnyEditor(database.db, [])).toBe(false);
    const bossToken = await signIn(boss);
    const bossSession = (await resumeSession(database.db, bossToken))!.editor;
    const by = { id: bossSession.id, email: boss };

    expect(await addEditor(database.db, { address: "ana@example.org", by, configured })).toBe("added");
    expect(await addEditor(database.db, { address: "ana@example.org", by, configured })).toBe("alreadyEditor");
    expect(await addEditor(database.db, { address: boss, by, configured })).toBe("alreadyEditor");
    expect(await isEditor(database.db, "ana@example.org", configured)).toBe(true);
    expect(await hasAnyEditor(database.db, [])).toBe(true);
    const anaToken = await signIn("ana@example.org");

    expect(await removeEditor(database.db, { address: boss, by: { id: "x", email: "ana@example.org" }, configured })).toBe("configured");
    expect(await removeEditor(database.db, { address: "ana@example.org", by: { id: "x", email: "ana@example.org" }, configured })).toBe(
      "self",
    );
    expect(await removeEditor(database.db, { address: "ana@example.org", by, configured })).toBe("removed");
    expect(await removeEditor(database.db, { address: "ana@example.org", by, configured })).toBe("notEditor");
    expect(await isEditor(database.db, "ana@example.org", configured)).toBe(false);
    expect(await resumeSession(database.db, anaToken)).toBeUndefined();
    expect(await resumeSession(database.db, bossToken)).toBeDefined();

    // Added again: the same row, active, added by the one who added her now.
    expect(await addEditor(database.db, { address: "ana@example.org", by: null, configured })).toBe("added");
    const listed = await listEditors(database.db, configured);
    expect(listed.map(({ email, addedBy, configured: fixed }) => [email, addedBy, fixed])).toEqual([
      ["ana@example.org", undefined, false],
      [boss, undefined, true],
    ]);

    const { entries, hasMore } = await activityPage(database.db, { page: 1, pageSize: 10 });
    expect(hasMore).toBe(false);
    expect(entries.map(({ editor, subjectType, action, summary }) => [editor, subjectType, action, summary])).toEqual([
      [null, "editor", "added", "ana@example.org"],
      [boss, "editor", "removed", "ana@example.org"],
      [boss, "editor", "added", "ana@example.org"],
    ]);
  });

  it.skipIf(skip)("names editors: added with a name, named later (an EDITOR_EMAILS one too), shown by it wherever named", async () => {
    expect(await addEditor(database.db, { address: "rita@example.org", name: "Rita Redaktion", by: null, configured })).toBe("added");
    const rita = (await resumeSession(database.db, await signIn("rita@example.org")))!.editor;
    expect(rita.shownAs).toBe("Rita Redaktion");
    const by = { id: rita.id, email: rita.email };

    expect(await addEditor(database.db, { address: "ana@example.org", by, configured })).toBe("added");
    expect(await addEditor(database.db, { address: "ana@example.org", name: "Ana", by, configured })).toBe("renamed");
    expect(await addEditor(database.db, { address: "ana@example.org", name: "Ana", by, configured })).toBe("alreadyEditor");
    expect(await addEditor(database.db, { address: "ana@example.org", by, configured })).toBe("alreadyEditor");
    // An EDITOR_EMAILS editor who never signed in: named all the same, and still in EDITOR_EMAILS.
    expect(await addEditor(database.db, { address: boss, name: "Chefin", by, configured })).toBe("renamed");
    const bossSession = (await resumeSession(database.db, await signIn(boss)))!.editor;
    expect(bossSession.shownAs).toBe("Chefin");

    const listed = await listEditors(database.db, configured);
    expect(listed.map(({ email, name, addedBy, configured: fixed }) => [email, name, addedBy, fixed])).toEqual([
      ["ana@example.org", "Ana", "Rita Redaktion", false],
      [boss, "Chefin", undefined, true],
      ["rita@example.org", "Rita Redaktion", undefined, false],
    ]);
    const { entries } = await activityPage(database.db, { page: 1, pageSize: 10 });
    expect(entries.map(({ editor, action, summary }) => [editor, action, summary])).toEqual([
      ["Rita Redaktion", "renamed", `${boss} → Chefin`],
      ["Rita Redaktion", "renamed", "ana@example.org → Ana"],
      ["Rita Redaktion", "added", "ana@example.org"],
      [null, "added", "rita@example.org"],
    ]);
  });
});
