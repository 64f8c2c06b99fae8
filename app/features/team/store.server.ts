import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import type { TeamMember } from "./member";

/*
 * The team as this process serves it on the about page: read at start and again whenever any instance changes it
 * (site-changes.server.ts reloads every store before the page cache moves on), so a saved change is on every
 * instance's about page at once.
 */

let team: readonly TeamMember[] = [];

/** The team in its order on the about page. */
export const currentTeam = (): readonly TeamMember[] => team;

/** Every member in the about page's order: by position, members of one position by name. */
export function readTeam(db: Database): Promise<TeamMember[]> {
  return db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      positionDe: teamMembers.positionDe,
      positionEs: teamMembers.positionEs,
      image: teamMembers.image,
      displayOrder: teamMembers.displayOrder,
    })
    .from(teamMembers)
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.name), asc(teamMembers.id));
}

/** Reads the team anew. */
export async function loadTeam(db: Database): Promise<void> {
  team = await readTeam(db);
}
