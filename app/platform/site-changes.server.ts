import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { onShutdown } from "~/lib/lifecycle.server";
import { logger } from "~/lib/logger.server";

/**
 * Changes of what editors publish (posts, guides, pages, FAQ, team, settings) reach every instance by PostgreSQL's
 * NOTIFY on this channel, sent in the transaction of the change, so that no instance serves a page from before it.
 */
export const siteChangesChannel = "site_changes";

/** What changed; every change reloads every store (few rows), the name is for the log. */
export type SiteChange = "content" | "settings" | "pages" | "team";

let contentChanges = 0;

/** Counts the changes this process heard of (and the times it may have missed some): the page cache's generation. */
export const contentVersion = () => contentChanges;

/** What this process keeps of the database in memory (settings, pages' texts…), read anew on every change. */
const reloads: (() => Promise<void>)[] = [];

/** Registers a store's reload (at start, before listening). */
export const onSiteChange = (reload: () => Promise<void>) => void reloads.push(reload);

/** Reads every store anew. */
export async function reloadSiteStores(): Promise<void> {
  await Promise.all(reloads.map((reload) => reload()));
}

/**
 * Tells every instance that something editors publish changed. Call it inside the transaction of the change:
 * PostgreSQL delivers the notification on commit only, so a rolled-back change announces nothing.
 */
export async function announceSiteChange(tx: Pick<Database, "execute">, change: SiteChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${siteChangesChannel}, ${change})`);
}

/**
 * Listens for changes from every instance until shutdown. The stores are read anew before the page cache moves
 * on to a new generation, so no page is kept with what was there before the change. Notifications of one moment
 * are handled one after the other.
 */
export async function listenForSiteChanges(handle: DatabaseHandle): Promise<void> {
  let queue = Promise.resolve();
  const changed = () => {
    queue = queue
      .then(reloadSiteStores)
      .catch((error: unknown) => logger.error({ err: error }, "site changes: a store could not be read anew"))
      .then(() => {
        contentChanges++;
      });
  };
  const stop = await handle.listen(siteChangesChannel, changed, () => {
    logger.info("site changes: listening again; every cached page is rendered anew");
    changed();
  });
  onShutdown(stop);
}
