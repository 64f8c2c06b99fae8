import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { siteChangesChannel } from "~/lib/site-changes.server";

/**
 * Tells every instance that posts or guides changed. Call it inside the transaction of the change: PostgreSQL
 * delivers the notification on commit only, so a rolled-back change announces nothing.
 */
export async function announceContentChange(tx: Pick<Database, "execute">): Promise<void> {
  await tx.execute(sql`select pg_notify(${siteChangesChannel}, 'content')`);
}
