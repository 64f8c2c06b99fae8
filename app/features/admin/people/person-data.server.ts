import { type SQL, and, count, desc, eq, gt, like, lte, max, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "~/db/client.server";
import { activityLog, alertSubscriptions, formSubmissions, outboxMessages, rateLimits } from "~/db/schema";
import { alertAddressKey } from "~/features/alerts/subscriptions.server";
import { deleteSubmissions } from "~/features/forms/delete-submissions.server";
import { receiptLimitKey } from "~/features/forms/receipt-limit.server";
import { addressLimitKey } from "~/features/spam/address-key.server";
import { recordActivity } from "../activity.server";
import { signInAddressKey } from "../sign-in.server";
import { forgetInLog, journalErasure, journaledAmong } from "./erasure-journal.server";
import type { HeldCounter } from "./held-counter";

/**
 * Everything the site holds on one e-mail address (the person's rights of access, erasure and portability:
 * DSGVO Art. 15, 17, 20), as one list of sources. Each source finds its records of an address (trimmed, any
 * case: `personAddress`) and erases them; a new kind of personal data (e.g. alert subscriptions) adds its
 * source to `personDataSources` (as the alert subscriptions do), and the page, the JSON download and the erasure include it. What hangs on a
 * request by a foreign key with ON DELETE CASCADE (its notes) goes with the request.
 */

export interface PersonDataSource<Key extends string, Row> {
  /** The part of the export (`requests`, `mails`, `counters`). */
  key: Key;
  collect(tx: Transaction, address: string): Promise<Row[]>;
  /** Erases the source's records of the address (made until `until`, when given: a restore's replay); how many. */
  erase(tx: Transaction, address: string, until?: Date): Promise<number>;
  /** The addresses the source holds records of (a query of one column), for a restore's replay of the erasures. */
  addresses?: SQL;
}

/** Made until `until`, if given: what a person sent after their erasure is theirs to keep. */
const madeUntil = (createdAt: AnyPgColumn, until: Date | undefined) => (until ? lte(createdAt, until) : undefined);

/** A text column or JSON field compared as the person's address is: trimmed, lower case. */
const sameAddress = (value: SQL | typeof outboxMessages.toAddress, address: string) => sql`lower(btrim(${value})) = ${address}`;

/** The form schemas store the address trimmed; `email` is its lowercased copy, indexed. */
const requestOf = (address: string, until?: Date) =>
  and(sql`${formSubmissions.email} = ${address}`, madeUntil(formSubmissions.createdAt, until))!;

export interface HeldRequest {
  id: string;
  formType: string;
  locale: string;
  status: string;
  spamReason: string | null;
  createdAt: Date;
  data: unknown;
}

/** The requests whose e-mail field is the address, every form type, spam included; with their mails and notes. */
const requests: PersonDataSource<"requests", HeldRequest> = {
  key: "requests",
  collect: (tx, address) =>
    tx
      .select({
        id: formSubmissions.id,
        formType: formSubmissions.formType,
        locale: formSubmissions.locale,
        status: formSubmissions.status,
        spamReason: formSubmissions.spamReason,
        createdAt: formSubmissions.createdAt,
        data: formSubmissions.data,
      })
      .from(formSubmissions)
      .where(requestOf(address))
      .orderBy(desc(formSubmissions.createdAt)),
  erase: async (tx, address, until) => (await deleteSubmissions(tx, requestOf(address, until))).length,
  addresses: sql`select ${formSubmissions.email} from ${formSubmissions} where ${formSubmissions.email} is not null`,
};

export interface HeldMail {
  id: string;
  submissionId: string | null;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  text: string;
  status: string;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
}

/** The mails of those requests, and every mail to the address or answering to it (e.g. a sign-in link). */
const mailsOf = (address: string, until?: Date) =>
  and(
    or(
      sql`${outboxMessages.submissionId} in (select ${formSubmissions.id} from ${formSubmissions} where ${requestOf(address)})`,
      sameAddress(outboxMessages.toAddress, address),
      sameAddress(sql`${outboxMessages.replyTo}`, address),
    ),
    madeUntil(outboxMessages.createdAt, until),
  )!;

const mails: PersonDataSource<"mails", HeldMail> = {
  key: "mails",
  collect: (tx, address) =>
    tx
      .select({
        id: outboxMessages.id,
        submissionId: outboxMessages.submissionId,
        toAddress: outboxMessages.toAddress,
        replyTo: outboxMessages.replyTo,
        subject: outboxMessages.subject,
        text: outboxMessages.textBody,
        status: outboxMessages.status,
        attempts: outboxMessages.attempts,
        createdAt: outboxMessages.createdAt,
        sentAt: outboxMessages.sentAt,
      })
      .from(outboxMessages)
      .where(mailsOf(address))
      .orderBy(desc(outboxMessages.createdAt)),
  erase: async (tx, address, until) =>
    (await tx.delete(outboxMessages).where(mailsOf(address, until)).returning({ id: outboxMessages.id })).length,
  addresses: sql`select lower(btrim(${outboxMessages.toAddress})) from ${outboxMessages}
    union select lower(btrim(${outboxMessages.replyTo})) from ${outboxMessages} where ${outboxMessages.replyTo} is not null`,
};

/** The address's counts in the rate-limit table, each kept under a hash of the address. */
const counterKeys = (address: string) =>
  [
    { kind: "requestsThisHour", key: addressLimitKey(address) },
    { kind: "receiptsThisHour", key: receiptLimitKey(address) },
    { kind: "signInLinksThisHour", key: signInAddressKey(address) },
    { kind: "alertConfirmationsThisHour", key: alertAddressKey(address) },
  ] as const;

/** A count's row, or its rows per client (`key:client`, the sign-in links asked for an address). */
const countsOf = (key: string) => or(eq(rateLimits.key, key), like(rateLimits.key, `${key}:%`))!;

const counters: PersonDataSource<"counters", HeldCounter> = {
  key: "counters",
  collect: async (tx, address) => {
    const held: HeldCounter[] = [];
    for (const { kind, key } of counterKeys(address)) {
      const [row] = await tx
        .select({ rows: count(), hits: sql<number>`coalesce(sum(${rateLimits.hits}), 0)::int`, resetAt: max(rateLimits.resetAt) })
        .from(rateLimits)
        .where(and(countsOf(key), gt(rateLimits.resetAt, sql`now()`)));
      if (row && row.rows > 0 && row.resetAt) held.push({ kind, hits: row.hits, resetAt: row.resetAt });
    }
    return held;
  },
  erase: async (tx, address) => {
    const keys = counterKeys(address).map(({ key }) => countsOf(key));
    return (
      await tx
        .delete(rateLimits)
        .where(or(...keys))
        .returning({ key: rateLimits.key })
    ).length;
  },
};

export interface HeldAlert {
  id: string;
  locale: string;
  origin: string;
  dogType: string;
  location: string;
  consentAt: Date;
  consentText: string;
  createdAt: Date;
  confirmedAt: Date | null;
  lastMailedAt: Date | null;
}

/** The new-dog alert subscriptions of the address (stored as `personAddress` gives it), with their consent; erasing them erases their links. */
const alerts: PersonDataSource<"alerts", HeldAlert> = {
  key: "alerts",
  collect: (tx, address) =>
    tx
      .select({
        id: alertSubscriptions.id,
        locale: alertSubscriptions.locale,
        origin: alertSubscriptions.origin,
        dogType: alertSubscriptions.dogType,
        location: alertSubscriptions.location,
        consentAt: alertSubscriptions.consentAt,
        consentText: alertSubscriptions.consentText,
        createdAt: alertSubscriptions.createdAt,
        confirmedAt: alertSubscriptions.confirmedAt,
        lastMailedAt: alertSubscriptions.lastMailedAt,
      })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, address))
      .orderBy(desc(alertSubscriptions.createdAt)),
  erase: async (tx, address, until) =>
    (
      await tx
        .delete(alertSubscriptions)
        .where(and(eq(alertSubscriptions.email, address), madeUntil(alertSubscriptions.createdAt, until)))
        .returning({ id: alertSubscriptions.id })
    ).length,
  addresses: sql`select ${alertSubscriptions.email} from ${alertSubscriptions}`,
};

/** Every source, in the order of erasure: the mails first (those of the requests too, so that each is counted), then the requests. */
export const personDataSources = [mails, requests, alerts, counters] as const;

type Source = (typeof personDataSources)[number];
type SourceKey = Source["key"];

/** The address and every source's records of it, under the source's key. */
export type PersonData = { email: string } & { [S in Source as S["key"]]: Awaited<ReturnType<S["collect"]>> };

async function collectAll(tx: Transaction, address: string): Promise<PersonData> {
  const held: Record<string, unknown[]> = {};
  for (const source of personDataSources) held[source.key] = await source.collect(tx, address);
  return { email: address, ...held } as PersonData;
}

/** What is held on the address, read in one snapshot (the page). */
export function personData(database: Database, address: string): Promise<PersonData> {
  return database.transaction((tx) => collectAll(tx, address), { isolationLevel: "repeatable read", accessMode: "read only" });
}

/** What is held on the address for its download, recorded in the activity log (who, when, which address). */
export function exportPersonData(database: Database, { address, editorId }: { address: string; editorId: string }): Promise<PersonData> {
  return database.transaction(
    async (tx) => {
      const held = await collectAll(tx, address);
      await recordActivity(tx, { editorId, subjectType: "person", action: "exported", summary: address });
      return held;
    },
    { isolationLevel: "repeatable read" },
  );
}

/**
 * Erases everything held on the address in one transaction, journals the erasure and records it in the activity
 * log: both by the keyed hash of the address, which also takes the address's place in the log's earlier records of
 * its data (erasure-journal.server.ts). How much per source.
 */
export function erasePersonData(database: Database, { address, editorId }: { address: string; editorId: string }) {
  return database.transaction(async (tx) => {
    const erased = {} as Record<SourceKey, number>;
    for (const source of personDataSources) erased[source.key] = await source.erase(tx, address);
    const hash = await journalErasure(tx, address);
    await recordActivity(tx, { editorId, subjectType: "person", action: "erased", summary: hash });
    return erased;
  });
}

/**
 * After a restore: every address the erasure journal names is erased again, as far as its records were made
 * before its erasure (a backup taken before it held them; what the person sent later stays). Returns how many
 * addresses were found.
 */
export async function replayErasures(tx: Transaction): Promise<number> {
  const held = personDataSources.flatMap((source) => ("addresses" in source && source.addresses ? [source.addresses] : []));
  const logged = sql`select ${activityLog.summary} from ${activityLog} where ${activityLog.subjectType} = 'person'`;
  const journaled = await journaledAmong(tx, sql.join([...held, logged], sql` union `));
  for (const { address, erasedAt, hash } of journaled) {
    for (const source of personDataSources) await source.erase(tx, address, erasedAt);
    await forgetInLog(tx, address, hash);
  }
  return journaled.length;
}
