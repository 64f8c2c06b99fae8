import { createHash } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { alertSubscriptions, alertTokens, outboxMessages } from "~/db/schema";
import { claimRun } from "~/platform/job-claims.server";
import { notifyOutbox } from "~/platform/mail/outbox-signal.server";
import { personAddress } from "~/features/forms/rules/person-address";
import { countAttempt } from "~/features/rate-limit/counter.server";
import type { Locale } from "~/i18n/locales";
import { localizedPath } from "~/i18n/route-table";
import { newToken, tokenHash } from "~/lib/tokens.server";
import type { AlertFilter } from "./filter";
import type { AlertMail } from "./mails";
import { confirmationMail } from "./mails";
import { UNCONFIRMED_KEPT_MS } from "./new-dogs";

/**
 * Subscriptions to new-dog alerts: subscribing (double opt-in: a confirmation mail, nothing else before it is
 * confirmed), confirming, unsubscribing, and the hourly deletion of what was not confirmed within 48 hours.
 * Links carry a random secret of which only the hash is stored.
 */

/** At most this many confirmation mails go to one address in an hour: the form cannot flood a mailbox. */
export const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** The rate-limit key counting the confirmation mails to an address: only its hash is kept. */
export const alertAddressKey = (address: string) => `alert-address:${createHash("sha256").update(address).digest("hex")}`;

/**
 * Puts a mail of a subscription into the outbox (in the caller's transaction); its language picks the sender.
 * The mail goes with its subscription (unsubscribed, never confirmed, erased): its address and links with it.
 */
export async function enqueueAlertMail(tx: Database, mail: AlertMail, locale: Locale, subscriptionId: string): Promise<void> {
  await tx.insert(outboxMessages).values({
    subscriptionId,
    locale,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: mail.headers,
  });
}

export const confirmUrl = (origin: string, locale: Locale, token: string) =>
  `${origin}${localizedPath("alertConfirm", locale)}?token=${encodeURIComponent(token)}`;
export const unsubscribeUrl = (origin: string, locale: Locale, token: string) =>
  `${origin}${localizedPath("alertUnsubscribe", locale)}?token=${encodeURIComponent(token)}`;

export interface SubscribeInput {
  email: string;
  locale: Locale;
  /** The configured origin of the host the form was sent on. */
  origin: string;
  filter: AlertFilter;
  filterLabel: string;
  /** The consent exactly as the form showed it. */
  consentText: string;
  now?: Date;
}

export type SubscribeOutcome = "pending" | "alreadyConfirmed" | "limited";

/**
 * Records a subscription (or renews the consent of an unconfirmed one: the same address and filter is never
 * stored twice) and enqueues its confirmation mail. A confirmed one stays as it is and gets no mail.
 */
export async function subscribe(database: Database, input: SubscribeInput): Promise<SubscribeOutcome> {
  const email = personAddress(input.email) ?? input.email;
  const now = input.now ?? new Date();
  const outcome = await database.transaction(async (tx) => {
    const values = {
      email,
      locale: input.locale,
      origin: input.origin,
      dogType: input.filter.dogType,
      location: input.filter.location,
      consentAt: now,
      consentText: input.consentText,
      createdAt: now,
    };
    const [row] = await tx
      .insert(alertSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: [alertSubscriptions.email, alertSubscriptions.dogType, alertSubscriptions.location],
        set: { locale: values.locale, origin: values.origin, consentAt: now, consentText: values.consentText, createdAt: now },
        setWhere: isNull(alertSubscriptions.confirmedAt),
      })
      .returning({ id: alertSubscriptions.id });
    if (!row) return "alreadyConfirmed" as const;
    const { hits } = await countAttempt(tx, alertAddressKey(email), HOUR_MS);
    if (hits > CONFIRMATIONS_PER_ADDRESS_PER_HOUR) return "limited" as const;
    const token = newToken();
    await tx.insert(alertTokens).values({ tokenHash: tokenHash(token), subscriptionId: row.id, purpose: "confirm", createdAt: now });
    const url = confirmUrl(input.origin, input.locale, token);
    await enqueueAlertMail(
      tx,
      confirmationMail({ to: email, locale: input.locale, filterLabel: input.filterLabel, confirmUrl: url }),
      input.locale,
      row.id,
    );
    return "pending" as const;
  });
  if (outcome === "pending") notifyOutbox();
  return outcome;
}

/** The subscription a link's secret names, if it still exists. */
async function subscriptionOf(database: Database, token: string, purpose: "confirm" | "unsubscribe") {
  const [row] = await database
    .select({ id: alertSubscriptions.id, confirmedAt: alertSubscriptions.confirmedAt })
    .from(alertTokens)
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertTokens.subscriptionId))
    .where(and(eq(alertTokens.tokenHash, tokenHash(token)), eq(alertTokens.purpose, purpose)));
  return row;
}

/** Whether a confirmation or unsubscribe link is (still) good: the page shows its button or says why not. */
export async function isLinkValid(database: Database, token: string, purpose: "confirm" | "unsubscribe"): Promise<boolean> {
  return token !== "" && (await subscriptionOf(database, token, purpose)) !== undefined;
}

/** Confirms the subscription of a confirmation link (again: no change); false for an unknown or expired link. */
export async function confirmSubscription(database: Database, token: string, now = new Date()): Promise<boolean> {
  const found = token ? await subscriptionOf(database, token, "confirm") : undefined;
  if (!found) return false;
  // Dogs first seen from now on are announced to it.
  await database
    .update(alertSubscriptions)
    .set({ confirmedAt: now, announcedUntil: now })
    .where(and(eq(alertSubscriptions.id, found.id), isNull(alertSubscriptions.confirmedAt)));
  return true;
}

/** Deletes the subscription of an unsubscribe link (with its links); false when there is none (any more). */
export async function unsubscribe(database: Database, token: string): Promise<boolean> {
  const found = token ? await subscriptionOf(database, token, "unsubscribe") : undefined;
  if (!found) return false;
  await database.delete(alertSubscriptions).where(eq(alertSubscriptions.id, found.id));
  return true;
}

/**
 * Deletes the subscriptions left unconfirmed for 48 hours. Tried hourly by every instance; the hour's row in
 * `job_runs` lets one of them do it.
 */
export async function deleteUnconfirmed(database: Database, now = new Date()): Promise<{ ran: boolean; deleted: number }> {
  return database.transaction(async (tx) => {
    const hour = String(now.getUTCHours()).padStart(2, "0");
    if (!(await claimRun(tx, `alert-unconfirmed-cleanup:${hour}`, now.toISOString().slice(0, 10)))) return { ran: false, deleted: 0 };
    const deleted = await tx
      .delete(alertSubscriptions)
      .where(and(isNull(alertSubscriptions.confirmedAt), lt(alertSubscriptions.createdAt, new Date(now.getTime() - UNCONFIRMED_KEPT_MS))))
      .returning({ id: alertSubscriptions.id });
    return { ran: true, deleted: deleted.length };
  });
}
