import type { Database } from "~/db/client.server";
import { contentSeeding, faqEntries } from "~/db/schema";
import { recordFirstVersion } from "~/platform/history/versions.server";
import { entryData } from "./entry";
import { firstEntryRows } from "./first-entries";

/** The row of content_seeding that records the first FAQ entries' insertion. */
const FAQ_KEY = "faq";

/**
 * Inserts the first FAQ entries (first-entries.ts) into a database that never had them, each with its first
 * version, once: the insertion is recorded (content_seeding), so entries editors delete never come back. One
 * transaction; instances starting at once insert the record's row one after the other (the second waits for the
 * first to commit, then finds it), so exactly one of them seeds. Answers how many entries it inserted.
 */
export async function seedFaqEntries(database: Database): Promise<number> {
  return database.transaction(async (tx) => {
    const recorded = await tx.insert(contentSeeding).values({ key: FAQ_KEY }).onConflictDoNothing().returning();
    if (recorded.length === 0) return 0;
    const rows = await tx.insert(faqEntries).values(firstEntryRows()).returning();
    for (const row of rows) await recordFirstVersion(tx, { kind: "faq", itemId: row.id, data: entryData(row) });
    return rows.length;
  });
}
