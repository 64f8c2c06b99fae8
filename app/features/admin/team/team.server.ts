import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import type { PreparedPicture } from "~/features/media/picture.server";
import { insertUpload } from "~/features/media/store.server";
import { type TeamMember, teamMemberVersion } from "~/features/team/member";
import { photoBucket } from "~/features/team/photo";
import { loadTeam, readTeam } from "~/features/team/store.server";
import { deleteVersions, recordVersion } from "~/platform/history/versions.server";
import { announceSiteChange } from "~/platform/site-changes.server";
import { recordActivity } from "../activity.server";
import { isItemId } from "../item-id";
import { movedOrder } from "../reorder";
import type { TeamFields } from "./fields";

/*
 * The team's changes from the workspace. Each one is a transaction that records a version of every member it
 * changes (who and when: the history), logs the activity and tells every instance (site-changes.server.ts); this
 * process reads the team anew right after it, so the editor's next look at the about page shows the change.
 */

/** One member by its id; null when there is none. */
export async function findTeamMember(db: Database, id: string): Promise<TeamMember | null> {
  if (!isItemId(id)) return null;
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id));
  return row ?? null;
}

/** What a save does with the photo: keeps it, stores a new upload, or sets a stored value (none, or a restored one). */
export type PhotoChange = { keep: true } | { upload: PreparedPicture } | { image: string | null };

export interface SaveTeamMember {
  /** The member changed; none: a new one. */
  id?: string;
  fields: TeamFields;
  photo: PhotoChange;
  editorId: string;
  /** `restore:<version>` when the save restores a version. */
  note?: string;
}

/** Saves a member with its new photo in one transaction (a failed save stores no photo); answers its id. */
export async function saveTeamMember(
  db: Database,
  input: SaveTeamMember,
): Promise<{ outcome: "saved"; id: string } | { outcome: "notFound" }> {
  const id = await db.transaction(async (tx) => {
    const previous = input.id ? await findTeamMember(tx, input.id) : null;
    if (input.id && !previous) return null;
    const { photo } = input;
    const image =
      "upload" in photo
        ? (await insertUpload(tx, photoBucket, photo.upload, input.editorId)).path
        : "image" in photo
          ? photo.image
          : (previous?.image ?? null);
    const member = { ...input.fields, image };
    const values = { ...member, updatedAt: new Date() };
    const [saved] = previous
      ? await tx.update(teamMembers).set(values).where(eq(teamMembers.id, previous.id)).returning({ id: teamMembers.id })
      : await tx.insert(teamMembers).values(values).returning({ id: teamMembers.id });
    await recordVersion(tx, {
      kind: "team",
      itemId: saved!.id,
      data: teamMemberVersion(member),
      editorId: input.editorId,
      note: input.note,
    });
    await recordActivity(tx, {
      editorId: input.editorId,
      subjectType: "team",
      action: previous ? "changed" : "created",
      subjectId: saved!.id,
      summary: member.name,
    });
    await announceSiteChange(tx, "team");
    return saved!.id;
  });
  if (!id) return { outcome: "notFound" };
  await loadTeam(db);
  return { outcome: "saved", id };
}

/**
 * Deletes a member and its history (its photo stays stored: it costs little, and a link to it keeps working).
 * Answers the name it had, or null when there was no such member.
 */
export async function deleteTeamMember(db: Database, id: string, editorId: string): Promise<string | null> {
  const name = await db.transaction(async (tx) => {
    const member = await findTeamMember(tx, id);
    if (!member) return null;
    await tx.delete(teamMembers).where(eq(teamMembers.id, id));
    await deleteVersions(tx, "team", id);
    await recordActivity(tx, { editorId, subjectType: "team", action: "deleted", subjectId: id, summary: member.name });
    await announceSiteChange(tx, "team");
    return member.name;
  });
  if (name !== null) await loadTeam(db);
  return name;
}

/**
 * Moves a member one place up or down (movedOrder); every member whose place changes gets a version, since its
 * place is part of what a version keeps and restores. False when there is no such member.
 */
export async function moveTeamMember(db: Database, id: string, direction: "up" | "down", editorId: string): Promise<boolean> {
  if (!isItemId(id)) return false;
  const moved = await db.transaction(async (tx) => {
    // Locks the rows, so that two moves at once number the list one after the other.
    await tx.select({ id: teamMembers.id }).from(teamMembers).for("update");
    const team = await readTeam(tx);
    const changes = movedOrder(team, id, direction);
    if (!changes) return false;
    if (changes.length === 0) return true;
    for (const { row, displayOrder } of changes) {
      await tx.update(teamMembers).set({ displayOrder, updatedAt: new Date() }).where(eq(teamMembers.id, row.id));
      await recordVersion(tx, { kind: "team", itemId: row.id, data: teamMemberVersion({ ...row, displayOrder }), editorId });
    }
    const member = team.find((row) => row.id === id)!;
    await recordActivity(tx, { editorId, subjectType: "team", action: "moved", subjectId: id, summary: member.name });
    await announceSiteChange(tx, "team");
    return true;
  });
  if (moved) await loadTeam(db);
  return moved;
}
