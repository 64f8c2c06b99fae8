import nodemailer from "nodemailer";
import { sql } from "drizzle-orm";
import { env } from "~/config/env.server";
import { siteSettings } from "~/platform/settings/current";
import { type Database, queryRows } from "~/db/client.server";
import { db } from "~/db/db.server";
import { type Locale, defaultLocale, isLocale } from "~/i18n/locales";
import { onShutdown } from "~/lib/lifecycle.server";
import { backoffDelay } from "~/lib/backoff";
import { withoutAddresses } from "~/lib/logged-error";
import { logger as appLogger } from "~/lib/logger.server";
import { onOutboxChange } from "./outbox-signal.server";
import { isPermanentRefusal } from "./permanent-refusal";

/**
 * Delivers the outbox over SMTP. Each message is claimed in one statement
 * with `FOR UPDATE SKIP LOCKED` and leased (its next attempt pushed a short
 * lease ahead); the sender renews the lease while the SMTP transaction lasts,
 * however slow, so several instances never send the same message. A process
 * that dies mid-send stops renewing: its lease runs out within seconds and
 * the message is sent again (same Message-ID). A claim is fenced by the row's
 * `attempts`, which every claim increments: a renewal or a failure record of
 * an older claim never touches a newer one. Failures are retried with
 * exponential back-off and, after the last attempt or a permanent refusal
 * (5xx), stay in the table as `failed` with their last error, until an editor
 * sends them again from the inbox.
 */

export interface DeliverableMail {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a receiving server can spot a resend after a crash. */
  messageId: string;
  /** Extra headers (e.g. `List-Unsubscribe` of a new-dog alert). */
  headers?: Record<string, string>;
}

export type SendMail = (mail: DeliverableMail) => Promise<void>;

interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailWorkerOptions {
  database: () => Promise<Database>;
  send: SendMail;
  /** Sender (MAIL_FROM); default: the association of the mail's language (its own `locale`, else its submission's; site config). */
  from?: string;
  logger?: WorkerLogger;
  pollIntervalMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claim lasts without renewal; the sender renews it every third of that while it sends. */
  leaseMs?: number;
}

export const MAIL_DEFAULTS = {
  pollIntervalMs: 5_000,
  maxAttempts: 24,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  /**
   * 15 s, renewed every 5 s: two renewals in a row may fail (a database hiccup)
   * before the claim lapses. A message whose sender was killed mid-send goes out
   * at most lease + poll interval (20 s) after the kill, or at the first pass of
   * a later restart: well within the two minutes promised after a restart.
   */
  leaseMs: 15_000,
};

/** Renewals per lease: the lease survives all but the last of them failing. */
const RENEWALS_PER_LEASE = 3;

/** The association of a language as sender, e.g. `"Costa Azahar Hundehilfe" <info@…>`. */
export function associationSender(locale: Locale): string {
  const association = siteSettings().associations[locale];
  return `"${association.shortName}" <${association.email}>`;
}

/** SMTP timeouts (ms): a dead server is given up on; a slow one keeps its lease renewed. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

interface ClaimedRow {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  attempts: number;
  locale: string | null;
}

const afterMs = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

export interface MailWorker {
  start(): void;
  stop(): Promise<void>;
  /** Delivers the messages due now, until one fails (tests and the loop). Returns how many were sent. */
  deliverDue(): Promise<number>;
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const settings = { ...MAIL_DEFAULTS, ...options };
  const log = options.logger ?? appLogger;
  let running = false;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;

  async function claimNext(database: Database): Promise<ClaimedRow | undefined> {
    const [row] = await queryRows<ClaimedRow>(
      database,
      sql`update outbox_messages
          set attempts = attempts + 1, next_attempt_at = ${afterMs(settings.leaseMs)}
          where id = (
            select id from outbox_messages
            where status = 'pending' and next_attempt_at <= now()
            order by next_attempt_at
            limit 1
            for update skip locked
          )
          returning id, to_address, reply_to, subject, text_body, html_body, headers, attempts,
            coalesce(outbox_messages.locale, (select locale from form_submissions where form_submissions.id = outbox_messages.submission_id)) as locale`,
    );
    return row;
  }

  /** Renews the claim on `row` unless a later claim took it over (fenced by `attempts`). */
  async function renewLease(database: Database, row: ClaimedRow): Promise<boolean> {
    const renewed = await queryRows<{ id: string }>(
      database,
      sql`update outbox_messages set next_attempt_at = ${afterMs(settings.leaseMs)}
          where id = ${row.id} and attempts = ${row.attempts} and status = 'pending'
          returning id`,
    );
    return renewed.length > 0;
  }

  /**
   * Keeps the claim on `row` alive while its mail is sent. `release` stops
   * renewing and waits for a renewal in flight, so that nothing overwrites the
   * outcome written afterwards.
   */
  function holdLease(database: Database, row: ClaimedRow): { release(): Promise<void> } {
    let held = true;
    let timer: NodeJS.Timeout | undefined;
    let renewal = Promise.resolve();
    const renewLater = () => {
      if (held)
        timer = setTimeout(() => {
          renewal = renew();
        }, settings.leaseMs / RENEWALS_PER_LEASE);
    };
    async function renew() {
      try {
        if (await renewLease(database, row)) return renewLater();
        log.warn({ outboxId: row.id, attempts: row.attempts }, "mail lease lost while sending; another instance may send this message too");
      } catch (error) {
        log.warn({ outboxId: row.id, err: error }, "mail lease not renewed; trying again");
        renewLater();
      }
    }
    renewLater();
    return {
      async release() {
        held = false;
        clearTimeout(timer);
        await renewal;
      },
    };
  }

  async function deliver(database: Database, row: ClaimedRow): Promise<boolean> {
    const lease = holdLease(database, row);
    try {
      await settings.send({
        from: settings.from || associationSender(isLocale(row.locale) ? row.locale : defaultLocale),
        to: row.to_address,
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: `<${row.id}@outbox.invalid>`,
        ...(row.headers ? { headers: row.headers } : {}),
      });
    } catch (error) {
      await lease.release();
      const lastError = error instanceof Error ? error.message : String(error);
      const failed = row.attempts >= settings.maxAttempts || isPermanentRefusal(error);
      const delay = backoffDelay(row.attempts, settings.retryBaseMs, settings.retryMaxMs);
      await database.execute(
        sql`update outbox_messages
            set status = ${failed ? "failed" : "pending"}, last_error = ${lastError.slice(0, 2000)}, next_attempt_at = ${afterMs(delay)}
            where id = ${row.id} and attempts = ${row.attempts}`,
      );
      // The reply may name the recipient: the log gets it without (the outbox row keeps it for the workspace).
      const details = { outboxId: row.id, attempts: row.attempts, lastError: withoutAddresses(lastError) };
      if (failed) log.error(details, "mail delivery failed for good; the message stays in the outbox as failed");
      else log.warn({ ...details, retryInMs: delay }, "mail delivery failed; retrying later");
      return false;
    }
    await lease.release();
    // Not fenced: the mail is out whoever holds the claim now, and a later claim must not send it again.
    await database.execute(sql`update outbox_messages set status = 'sent', sent_at = now(), last_error = null where id = ${row.id}`);
    log.info({ outboxId: row.id, attempts: row.attempts }, "mail delivered");
    return true;
  }

  async function deliverDue(): Promise<number> {
    const database = await settings.database();
    let sent = 0;
    while (!stopping) {
      const row = await claimNext(database);
      if (!row) break;
      // After a failure the pass ends: the server is likely down for the others too, the next poll tries again.
      if (!(await deliver(database, row))) break;
      sent += 1;
    }
    return sent;
  }

  async function run() {
    while (running) {
      try {
        await deliverDue();
      } catch (error) {
        log.error({ err: error }, "mail worker: outbox not readable; trying again at the next poll");
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, settings.pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      unsubscribe = onOutboxChange(() => wake?.());
      loop = run();
    },
    async stop() {
      running = false;
      stopping = true;
      unsubscribe?.();
      wake?.();
      await loop;
      loop = undefined;
    },
    deliverDue,
  };
}

/** Sends through the SMTP server of `smtpUrl` (smtp://user:pass@host:port, smtps://…). */
export function smtpSender(smtpUrl: string): { send: SendMail; close(): void } {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    send: async (mail) => {
      await transport.sendMail({ ...mail, replyTo: mail.replyTo ?? undefined });
    },
    close: () => transport.close(),
  };
}

const started = Symbol.for("site.mailWorker");

/**
 * Starts this process's mail worker (once, from server/app.ts). Without
 * SMTP_URL nothing is delivered: every mail stays in the outbox.
 */
export function startMailWorker() {
  const registry = globalThis as { [started]?: boolean };
  if (registry[started]) return;
  registry[started] = true;
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) {
    appLogger.info("SMTP_URL not set: form mails stay in the outbox (table outbox_messages)");
    return;
  }
  const sender = smtpSender(SMTP_URL);
  const worker = createMailWorker({ database: db, send: sender.send, from: MAIL_FROM });
  worker.start();
  onShutdown(async () => {
    await worker.stop();
    sender.close();
  });
}
