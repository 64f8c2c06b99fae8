import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * An in-process SMTP server for tests: keeps every accepted mail (decoded),
 * can answer late (a slow server), refuse mail (temporary 451), swallow it
 * without ever answering ("hang", a server dying mid-delivery), or be stopped
 * and restarted on the same port. `refused` holds texts whose mails it refuses
 * for good (550), whatever the mode: a test refuses its own mails (by a unique
 * address) without touching those of tests running beside it. With `apiPort`,
 * a tiny HTTP API lets other processes (the Playwright workers) read the
 * mailbox: GET /mails, DELETE /mails, PUT /mode/<mode>, PUT and DELETE
 * /refused/<text>.
 */

export type SmtpMode = "accept" | "reject" | "hang";

export interface ReceivedMail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** RFC 8058 one-click unsubscribe headers ("" when absent). */
  listUnsubscribe: string;
  listUnsubscribePost: string;
  receivedAt: string;
}

export interface FakeSmtp {
  port: number;
  url: string;
  mails: ReceivedMail[];
  mode: SmtpMode;
  /** How long an accepted mail waits for its answer (a slow server); set with `setMode`. */
  replyDelayMs: number;
  /** A mail whose raw message contains one of these texts is refused for good (550). */
  refused: Set<string>;
  /** How many DATA commands arrived while hanging (deliveries that never completed). */
  hungDeliveries: number;
  setMode(mode: SmtpMode, replyDelayMs?: number): void;
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

export async function startFakeSmtp(options: { port?: number; apiPort?: number; host?: string } = {}): Promise<FakeSmtp> {
  const host = options.host ?? "127.0.0.1";
  let smtp: SMTPServer | undefined;
  let http: HttpServer | undefined;

  const state: FakeSmtp = {
    port: options.port ?? 0,
    url: "",
    mails: [],
    mode: "accept",
    replyDelayMs: 0,
    refused: new Set(),
    hungDeliveries: 0,
    setMode(mode, replyDelayMs = 0) {
      state.mode = mode;
      state.replyDelayMs = replyDelayMs;
    },
    async stop() {
      const server = smtp;
      smtp = undefined;
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restart() {
      await state.stop();
      await listen();
    },
    async close() {
      await state.stop();
      const api = http;
      http = undefined;
      if (api) {
        api.closeAllConnections();
        await new Promise<void>((resolve) => api.close(() => resolve()));
      }
    },
    async waitForMails(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${state.mails.length} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return state.mails;
    },
  };

  async function listen() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 200,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (state.mode === "hang") {
            state.hungDeliveries += 1;
            return; // never answer: the client waits until it gives up or dies
          }
          const raw = Buffer.concat(chunks).toString("latin1");
          if ([...state.refused].some((text) => raw.includes(text))) {
            callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
            return;
          }
          if (state.mode === "reject") {
            callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
            return;
          }
          setTimeout(() => {
            state.mails.push(parseMail(Buffer.concat(chunks)));
            callback();
          }, state.replyDelayMs);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(state.port, host, () => resolve());
    });
    server.on("error", () => {});
    const address = server.server.address() as AddressInfo;
    state.port = address.port;
    state.url = `smtp://${host}:${state.port}`;
    smtp = server;
  }

  await listen();

  if (options.apiPort !== undefined) {
    http = createHttpServer((req, res) => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const mode = /^\/mode\/(accept|reject|hang)$/.exec(req.url ?? "")?.[1] as SmtpMode | undefined;
      if (req.method === "GET" && req.url === "/mails") return reply(200, state.mails);
      if (req.method === "DELETE" && req.url === "/mails") {
        state.mails.length = 0;
        return reply(200, { ok: true });
      }
      const refused = /^\/refused\/(.+)$/.exec(req.url ?? "")?.[1];
      if (refused && (req.method === "PUT" || req.method === "DELETE")) {
        const text = decodeURIComponent(refused);
        if (req.method === "PUT") state.refused.add(text);
        else state.refused.delete(text);
        return reply(200, { ok: true, refused: [...state.refused] });
      }
      if (req.method === "PUT" && mode) {
        state.setMode(mode);
        return reply(200, { ok: true, mode });
      }
      reply(404, { error: "not found" });
    });
    await new Promise<void>((resolve) => http?.listen(options.apiPort, host, () => resolve()));
  }
  return state;
}

// --- a small MIME reader: enough for what nodemailer writes (multipart, quoted-printable, base64, encoded words)

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const latin1 = (bytes: Buffer) => bytes.toString("latin1");

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(soft.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body).toString("utf8");
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return Buffer.from(body, "latin1").toString("utf8");
  }
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); whitespace between words is dropped. */
export function decodeHeader(value: string): string {
  const bytesOf = (encoding: string, text: string) =>
    encoding.toUpperCase() === "B" ? Buffer.from(text, "base64") : decodeQuotedPrintable(text.replace(/_/g, " "));
  return Buffer.from(value, "latin1")
    .toString("utf8")
    .replace(/(=\?[^?]+\?[BQbq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?[^?]+\?([BQbq])\?([^?]*)\?=/g, (_, encoding: string, text: string) => bytesOf(encoding, text).toString("utf8"));
}

function collectParts(raw: string, found: { text: string; html: string }) {
  const { headers, body } = splitHead(raw);
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      collectParts(part.replace(/^\r?\n/, ""), found);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding")).replace(/\r?\n$/, "");
  if (contentType.toLowerCase().startsWith("text/html")) found.html = decoded;
  else if (contentType.toLowerCase().startsWith("text/plain")) found.text = decoded.replace(/\r\n/g, "\n");
}

export function parseMail(raw: Buffer): ReceivedMail {
  const source = latin1(raw);
  const { headers } = splitHead(source);
  const found = { text: "", html: "" };
  collectParts(source, found);
  const header = (name: string) => decodeHeader(headers.get(name) ?? "");
  return {
    from: header("from"),
    to: header("to"),
    replyTo: header("reply-to"),
    subject: header("subject"),
    messageId: header("message-id"),
    text: found.text,
    html: found.html,
    listUnsubscribe: header("list-unsubscribe"),
    listUnsubscribePost: header("list-unsubscribe-post"),
    receivedAt: new Date().toISOString(),
  };
}
