import * as z from "zod";
import type { TeamMemberState } from "~/features/team/member";

/** Why a field of a team member was refused; each code has a text for the editor (texts.ts, `errors`). */
export type TeamErrorCode = "required" | "tooLong" | "orderInvalid";

/** What the about page's narrow columns take of a name or a position. */
const MAX_TEXT = 120;

const line = z.string("required").trim().min(1, "required").max(MAX_TEXT, "tooLong");

/**
 * A team member's fields and their rules: a name and a position in each language (the about page shows every
 * member with their position on both sites), and the place in the order. A form posts the number as text, a stored
 * version holds it as a number: both are read.
 */
const teamFields = z.object({
  name: line,
  positionDe: line,
  positionEs: line,
  displayOrder: z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value),
    z.number("orderInvalid").int("orderInvalid").min(0, "orderInvalid").max(9999, "orderInvalid"),
  ),
});

export type TeamFields = Omit<TeamMemberState, "image">;

/** The text fields in the form's order (what the form shows again after a refusal). */
export const teamFieldNames = Object.keys(teamFields.shape) as (keyof TeamFields)[];

export type TeamFieldErrors = Partial<Record<keyof TeamFields, TeamErrorCode>>;

/** A member's posted fields (or a version's data), checked: the fields, or each refused field with its reason. */
export function parseTeamMember(
  posted: Record<string, unknown>,
): { ok: true; fields: TeamFields } | { ok: false; errors: TeamFieldErrors } {
  const result = teamFields.safeParse(posted);
  if (result.success) return { ok: true, fields: result.data };
  const errors: TeamFieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof TeamFields] ??= issue.message as TeamErrorCode;
  return { ok: false, errors };
}
