/** The longest name kept: a first and a last name fit, a line of the activity log stays a line. */
export const EDITOR_NAME_MAX = 80;

/**
 * An editor's name as entered (optional, beside the address): white space trimmed and single, cut at
 * EDITOR_NAME_MAX characters; null when none was given.
 */
export function editorName(entered: unknown): string | null {
  if (typeof entered !== "string") return null;
  const name = [...entered.replace(/\s+/g, " ").trim()].slice(0, EDITOR_NAME_MAX).join("").trim();
  return name || null;
}
