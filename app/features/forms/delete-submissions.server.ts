import { type SQL, inArray } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { formSubmissions, outboxMessages } from "~/db/schema";

/** Ids per statement: well below PostgreSQL's limit of bound parameters. */
const CHUNK = 1000;

/**
 * Deletes the submissions `which` selects with their outbox mails (what else hangs on a submission, e.g. its
 * notes, goes by cascade). The rows are locked first, so that a submission rescued from the spam folder at
 * the same moment either gets its mail before and loses it here, or finds itself gone; the ids deleted.
 */
export async function deleteSubmissions(tx: Transaction, which: SQL): Promise<string[]> {
  const rows = await tx.select({ id: formSubmissions.id }).from(formSubmissions).where(which).for("update");
  const ids = rows.map((row) => row.id);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    await tx.delete(outboxMessages).where(inArray(outboxMessages.submissionId, chunk));
    await tx.delete(formSubmissions).where(inArray(formSubmissions.id, chunk));
  }
  return ids;
}
