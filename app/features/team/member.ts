/** A team member's editable state: what the workspace's form edits and what each of its versions keeps. */
export interface TeamMemberState {
  name: string;
  positionDe: string;
  positionEs: string;
  /** A storage path in the `site-images` bucket, a bundled placeholder's URL (`/images/…`), or none. */
  image: string | null;
  displayOrder: number;
}

export interface TeamMember extends TeamMemberState {
  id: string;
}

/**
 * What a version of a member keeps: its state and nothing else (not its id, which names the history, nor the time
 * of the save, which the version has itself), so that a restore saves exactly what the form could have saved.
 */
export const teamMemberVersion = ({ name, positionDe, positionEs, image, displayOrder }: TeamMemberState): Record<string, unknown> => ({
  name,
  positionDe,
  positionEs,
  image,
  displayOrder,
});
