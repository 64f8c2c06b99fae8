import type { Database } from "~/db/client.server";
import { contentSeeding, teamMembers } from "~/db/schema";
import { recordVersion } from "~/platform/history/versions.server";
import { firstTeam } from "./first-team";
import { teamMemberVersion } from "./member";

/** The row of content_seeding that records the example team's insertion. */
const TEAM_KEY = "team";

/**
 * Stores the example team in a new database, once, each member with its first version (by nobody: the site brought
 * it along). The insertion is recorded (content_seeding), so that a team whose editors deleted every example stays
 * as they left it. Instances starting at once insert the record one after the other: the first stores the team, the
 * others find the record and store nothing. Answers how many members it stored.
 */
export async function seedFirstTeam(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const recorded = await tx.insert(contentSeeding).values({ key: TEAM_KEY }).onConflictDoNothing().returning();
    if (recorded.length === 0) return 0;
    for (const [displayOrder, example] of firstTeam.entries()) {
      const member = { ...example, displayOrder };
      const [stored] = await tx.insert(teamMembers).values(member).returning({ id: teamMembers.id });
      await recordVersion(tx, { kind: "team", itemId: stored!.id, data: teamMemberVersion(member), editorId: null });
    }
    return firstTeam.length;
  });
}
