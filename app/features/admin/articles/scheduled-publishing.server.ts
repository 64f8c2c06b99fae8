import { readFileSync } from "node:fs";
import { env } from "~/config/env.server";
import { db } from "~/db/db.server";
import { logger } from "~/lib/logger.server";
import { type Clock, fileClock, systemClock } from "~/platform/clock";
import { every } from "~/platform/scheduler.server";
import { publishDueArticles } from "./articles.server";

/**
 * Starts this process's publishing of scheduled posts and guides (from server/app.ts), the first look now: one that
 * was due while the server was down is published at its start. Every instance looks; each item is published once
 * (publishDueArticles).
 */
export function startScheduledPublishing() {
  const { CLOCK_FILE, PUBLISH_CHECK_SECONDS } = env();
  const clock: Clock = CLOCK_FILE ? fileClock(CLOCK_FILE, (file) => readFileSync(file, "utf8")) : systemClock;
  // Every 20 s by default: public within a minute after its time.
  return every(
    "scheduled publishing",
    PUBLISH_CHECK_SECONDS * 1000,
    async (now) => {
      const published = await publishDueArticles(await db(), now);
      if (published.length > 0)
        logger.info({ published: published.map(({ kind, id }) => ({ kind, id })) }, "scheduled posts and guides published");
    },
    clock,
  );
}
