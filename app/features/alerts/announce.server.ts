import { and, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { alertSubscriptions, alertTokens, knownDogs } from "~/db/schema";
import { dogImageUrl } from "~/features/dogs/images";
import { listedDogs } from "~/features/dogs/list";
import { hasOwnPage } from "~/features/dogs/slug";
import { dogTexts } from "~/features/dogs/texts";
import type { Dog, DogSummary } from "~/features/dogs/types";
import { notifyOutbox } from "~/platform/mail/outbox-signal.server";
import { type Locale, isLocale, defaultLocale } from "~/i18n/locales";
import { localizedPath } from "~/i18n/route-table";
import { newToken, tokenHash } from "~/lib/tokens.server";
import { alertFilterLabel, alertFilterOf, matchesAlertFilter } from "./filter";
import { type AnnouncedDog, alertMail } from "./mails";
import { ALERT_INTERVAL_MS, announcesNewDogs } from "./new-dogs";
import { enqueueAlertMail, unsubscribeUrl } from "./subscriptions.server";
import { alertFormTexts } from "./texts";

/**
 * Announcing new dogs: every refresh of the list records the dogs it shows in `known_dogs` (once per dog,
 * whichever instance is first), marking those that count as new (new-dogs.ts); then each confirmed
 * subscriber whose last alert is a day old gets one mail with the new dogs of their filter still listed.
 * The mail is claimed by a conditional update of the subscription (last mail a day old, in the transaction
 * that enqueues it): of several instances announcing at once, one mails each subscriber.
 */

export interface RefreshedList {
  dogs: readonly Dog[];
  /** When the refresh before this one succeeded (its stored list's fetch time), if ever. */
  previousSuccessAt: Date | undefined;
  now: Date;
}

/** Records the dogs of a refreshed list; returns how many of them count as new. */
export async function recordSeenDogs(database: Database, list: RefreshedList): Promise<number> {
  const ids = [...new Set(listedDogs(list.dogs).map((dog) => dog.id))];
  if (ids.length === 0) return 0;
  return database.transaction(async (tx) => {
    const knownBefore = (await tx.select({ id: knownDogs.dogId }).from(knownDogs).limit(1)).length > 0;
    const announce = announcesNewDogs({ knownBefore, previousSuccessAt: list.previousSuccessAt, now: list.now });
    const added = await tx
      .insert(knownDogs)
      .values(ids.map((dogId) => ({ dogId, firstSeenAt: list.now, announce })))
      .onConflictDoNothing()
      .returning({ id: knownDogs.dogId });
    return announce ? added.length : 0;
  });
}

/** A dog as the alert of a subscriber on `origin` shows it. */
function announced(dog: DogSummary, origin: string, locale: Locale): AnnouncedDog {
  return {
    name: dog.title,
    headline: dog.publicHeadline,
    url: origin + localizedPath("dogDetail", locale, { slug: dog.slug }),
    imageUrl: dog.imageId ? origin + dogImageUrl(dog.id, dog.imageId, 320, "webp") : undefined,
  };
}

/** Mails each due subscriber the new dogs of their filter in the list; returns how many mails were enqueued. */
export async function announceNewDogs(database: Database, dogs: readonly Dog[], now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - ALERT_INTERVAL_MS);
  const due = or(isNull(alertSubscriptions.lastMailedAt), lte(alertSubscriptions.lastMailedAt, dayAgo))!;
  const subscribers = await database
    .select()
    .from(alertSubscriptions)
    .where(and(isNotNull(alertSubscriptions.confirmedAt), due));
  if (subscribers.length === 0) return 0;
  const oldest = subscribers.reduce((min, row) => (row.announcedUntil && row.announcedUntil < min ? row.announcedUntil : min), now);
  const fresh = await database
    .select({ id: knownDogs.dogId, firstSeenAt: knownDogs.firstSeenAt })
    .from(knownDogs)
    .where(and(eq(knownDogs.announce, true), gt(knownDogs.firstSeenAt, oldest)));
  if (fresh.length === 0) return 0;
  const firstSeen = new Map(fresh.map((row) => [row.id, row.firstSeenAt]));
  const candidates = listedDogs(dogs).filter((dog) => firstSeen.has(dog.id) && hasOwnPage(dog));

  let mailed = 0;
  for (const subscriber of subscribers) {
    const since = subscriber.announcedUntil ?? subscriber.confirmedAt ?? now;
    const filter = alertFilterOf(subscriber.dogType, subscriber.location);
    const news = candidates.filter((dog) => firstSeen.get(dog.id)! > since && matchesAlertFilter(dog, filter));
    if (news.length === 0) continue;
    const locale = isLocale(subscriber.locale) ? subscriber.locale : defaultLocale;
    const sent = await database.transaction(async (tx) => {
      const claimed = await tx
        .update(alertSubscriptions)
        .set({ lastMailedAt: now, announcedUntil: now })
        .where(and(eq(alertSubscriptions.id, subscriber.id), isNotNull(alertSubscriptions.confirmedAt), due))
        .returning({ id: alertSubscriptions.id });
      if (claimed.length === 0) return false;
      const token = newToken();
      await tx
        .insert(alertTokens)
        .values({ tokenHash: tokenHash(token), subscriptionId: subscriber.id, purpose: "unsubscribe", createdAt: now });
      const mail = alertMail({
        to: subscriber.email,
        locale,
        filterLabel: alertFilterLabel(filter, dogTexts[locale], alertFormTexts[locale].allDogs),
        dogs: news.map((dog) => announced(dog, subscriber.origin, locale)),
        unsubscribeUrl: unsubscribeUrl(subscriber.origin, locale, token),
      });
      await enqueueAlertMail(tx, mail, locale, subscriber.id);
      return true;
    });
    if (sent) mailed += 1;
  }
  if (mailed > 0) notifyOutbox();
  return mailed;
}
