import { db } from "~/db/db.server";
import { onDogListRefresh } from "~/features/dogs/source.server";
import type { Dog } from "~/features/dogs/types";
import { logger } from "~/lib/logger.server";
import { every } from "~/platform/scheduler.server";
import { type RefreshedList, announceNewDogs, recordSeenDogs } from "./announce.server";
import { deleteUnconfirmed } from "./subscriptions.server";

/**
 * The background work of the new-dog alerts in a server: each refresh of the dog list records its dogs and
 * announces the new ones at once; every few minutes a pass announces what waited for a subscriber's next
 * day, over the list the server has in hand (it never fetches a first list: a fresh server fetches it for its
 * first visitor), and deletes unconfirmed subscriptions older than 48 hours.
 */

/** Called by the dog source after each successful refresh; never throws (the refresh succeeded). */
export async function onDogListRefreshed(list: RefreshedList): Promise<void> {
  try {
    const database = await db();
    const added = await recordSeenDogs(database, list);
    const mailed = await announceNewDogs(database, list.dogs);
    if (added || mailed) logger.info({ newDogs: added, alertMails: mailed }, "new-dog alerts: list recorded");
  } catch (error) {
    logger.error({ err: error }, "new-dog alerts: the refreshed list could not be recorded or announced");
  }
}

const PASS_EVERY_MS = 5 * 60 * 1000;

/**
 * Starts this process's recording of each refreshed list and its passes (once, from server/app.ts), the first pass now, over the list `listInHand`
 * gives: `failed` while the server has none yet.
 */
export function startNewDogAlerts(listInHand: () => Promise<{ dogs: readonly Dog[]; failed: boolean }>) {
  onDogListRefresh(onDogListRefreshed);
  every("new-dog alerts: pass", PASS_EVERY_MS, async (now) => {
    const database = await db();
    const cleaned = await deleteUnconfirmed(database, now);
    if (cleaned.deleted) logger.info({ deleted: cleaned.deleted }, "new-dog alerts: unconfirmed subscriptions deleted");
    const { dogs, failed } = await listInHand();
    if (!failed) await announceNewDogs(database, dogs);
  });
}
