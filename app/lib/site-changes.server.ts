import type { DatabaseHandle } from "~/db/client.server";
import { onShutdown } from "./lifecycle.server";
import { logger } from "./logger.server";

/**
 * Changes of the site's content (posts, guides) reach every instance by PostgreSQL's NOTIFY on this channel,
 * sent in the transaction of the change, so that no instance serves a page from before it.
 */
export const siteChangesChannel = "site_changes";

let contentChanges = 0;

/** Counts the content changes this process heard of (and the times it may have missed some). */
export const contentVersion = () => contentChanges;

/** Listens for content changes from every instance until shutdown. */
export async function listenForSiteChanges(handle: DatabaseHandle): Promise<void> {
  const changed = () => {
    contentChanges++;
  };
  const stop = await handle.listen(siteChangesChannel, changed, () => {
    logger.info("site changes: listening again; every cached page is rendered anew");
    changed();
  });
  onShutdown(stop);
}
