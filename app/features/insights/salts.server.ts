import { inArray, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { insightsSalts } from "~/db/schema";
import type { Clock } from "~/platform/clock";
import { dayAfter, insightsDay } from "./day";
import { newSalt } from "./visitor-hash.server";

/**
 * The per-day salts of the visitor hashes, shared by every instance through the database: the first instance to need
 * a day's salt makes it (random), the others read it. `refresh` (on every flush) makes sure today's and tomorrow's
 * are in hand, so that counting never waits for the database, not even at midnight, and deletes every salt of a
 * day gone by, here and in the database: from then on no hash of that day can be made again or compared.
 */
export interface DaySalts {
  /** The salt of `day`, when in hand (today's and tomorrow's after a refresh). */
  saltOf(day: string): string | undefined;
  refresh(database: Database): Promise<void>;
}

export function daySalts(clock: Clock): DaySalts {
  let held = new Map<string, string>();
  return {
    saltOf: (day) => held.get(day),
    async refresh(database) {
      const today = insightsDay(clock.now());
      const days = [today, dayAfter(today, 1)];
      await database.delete(insightsSalts).where(lt(insightsSalts.day, today));
      await database
        .insert(insightsSalts)
        .values(days.map((day) => ({ day, salt: newSalt() })))
        .onConflictDoNothing();
      const rows = await database.select().from(insightsSalts).where(inArray(insightsSalts.day, days));
      held = new Map(rows.map((row) => [row.day, row.salt]));
    },
  };
}
