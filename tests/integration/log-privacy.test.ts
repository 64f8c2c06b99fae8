import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express, { type ErrorRequestHandler } from "express";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { editors, formSubmissions, outboxMessages } from "~/db/schema";
import { createMailWorker, smtpSender } from "~/platform/mail/mail-worker.server";
import { createLogger } from "~/lib/logger.server";
import { requestLog } from "../../server/request-log";
import { type TestDatabase, backends } from "../support/databases";
import { rawRequest } from "../support/raw-http";

/**
 * What the log holds (issue 35, item 5): no query value of the workspace or an alert link, no secret, no value a
 * database statement failed on, no recipient of a refused mail. Each case reads the lines it wrote.
 */

const address = "ana.privat@example.org";

/** A logger as the server's, whose lines the test reads. */
function readableLog() {
  const lines: string[] = [];
  const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
  return {
    logger,
    written: () => lines.splice(0).join(""),
    /** Whether pino-http's line of a finished request is in: it comes a moment after the client has the answer. */
    answered: () => lines.some((line) => line.includes('"responseTime"')),
  };
}

/** A request answered by the request log in front of `handler`, as server/app.ts orders them. */
async function serve(log: ReturnType<typeof readableLog>, handler: express.RequestHandler) {
  const app = express();
  app.use(requestLog({ logger: log.logger }));
  app.use(handler);
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    req.log.error({ err: error }, "request failed");
    res.status(500).end();
  };
  app.use(onError);
  return new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
}

const get = async (log: ReturnType<typeof readableLog>, server: Server, path: string) => {
  const response = await rawRequest((server.address() as AddressInfo).port, { method: "GET", path, host: "localhost:3000" });
  await expect.poll(log.answered).toBe(true);
  return response;
};

describe("the request log", () => {
  const log = readableLog();
  let server: Server;
  beforeAll(async () => {
    server = await serve(log, (_req, res) => void res.send("ok"));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    [
      "a person's page",
      `/admin/people?email=${encodeURIComponent(address)}&format=json`,
      [address, "ana.privat"],
      "/admin/people?email=…&format=…",
    ],
    ["an inbox search", "/admin/inbox?q=Maria+Musterfrau", ["Maria", "Musterfrau"], "/admin/inbox?q=…"],
    ["the inbox's CSV", "/admin/inbox.csv?q=Musterfrau", ["Musterfrau"], "/admin/inbox.csv?q=…"],
    [
      "an alert's confirmation link",
      "/hunde-alarm/bestaetigen?token=AlertSecret123",
      ["AlertSecret123"],
      "/hunde-alarm/bestaetigen?token=…",
    ],
    ["an unsubscribe link", "/avisos-de-perros/baja?token=AlertSecret456", ["AlertSecret456"], "/avisos-de-perros/baja?token=…"],
    ["a sign-in link", "/admin/login/SignInSecret789", ["SignInSecret789"], "/admin/login/…"],
  ])("keeps %s out: %s", async (_case, path, secrets, shown) => {
    expect((await get(log, server, path)).status).toBe(200);
    const written = log.written();
    expect(written).toContain(`"url":"${shown}"`);
    for (const secret of secrets) expect(written).not.toContain(secret);
  });
});

describe.each(backends)("errors in the log, $name", ({ skip, create }) => {
  let database: TestDatabase;
  const log = readableLog();
  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    if (!skip) await database.db.execute(sql`truncate editors, outbox_messages, form_submissions cascade`);
  });

  /** Runs `fail` as a request's handler, as a loader's error reaches the server's error handler. */
  const failing = async (fail: () => Promise<unknown>) => {
    const server = await serve(log, (_req, _res, next) => void fail().then(() => next(new Error("did not fail")), next));
    try {
      expect((await get(log, server, "/admin/editors")).status).toBe(500);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    return log.written();
  };

  it.skipIf(skip)("logs a failed statement without its bound values or the row's", async () => {
    await database.db.insert(editors).values({ email: address, source: "workspace" });
    const written = await failing(() => database.db.insert(editors).values({ email: address, source: "workspace" }));
    expect(written).toContain("request failed");
    expect(written).toContain('"code":"23505"');
    expect(written).toContain('insert into \\"editors\\"');
    expect(written).not.toContain("ana.privat");
  });

  it.skipIf(skip)("logs a request that could not be stored without the form's contents", async () => {
    const written = await failing(() =>
      database.db.insert(formSubmissions).values({
        formType: "contact",
        locale: null as unknown as string,
        data: { name: "Maria Musterfrau", email: address, message: "Bitte rufen Sie mich an: 0170 1234567" },
      }),
    );
    expect(written).toContain('"code":"23502"');
    for (const value of ["Musterfrau", "ana.privat", "1234567"]) expect(written).not.toContain(value);
  });

  it.skipIf(skip)("logs a mail the server refused without its recipient", async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (to, _session, callback) =>
        callback(Object.assign(new Error(`<${to.address}>: Recipient address rejected: User unknown`), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const sender = smtpSender(`smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`);
    try {
      await database.db
        .insert(outboxMessages)
        .values({ locale: "de", toAddress: address, subject: "Bestätigung", textBody: "Hallo", htmlBody: "<p>Hallo</p>" });
      const worker = createMailWorker({ database: async () => database.db, send: sender.send, logger: log.logger });
      expect(await worker.deliverDue()).toBe(0);
      const written = log.written();
      expect(written).toContain("mail delivery failed for good");
      expect(written).toContain("[address]");
      expect(written).not.toContain("ana.privat");
      // The workspace still shows the whole reply to the editors.
      const [row] = await database.db.select({ lastError: outboxMessages.lastError }).from(outboxMessages);
      expect(row?.lastError).toContain(address);
    } finally {
      sender.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
