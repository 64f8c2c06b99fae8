/**
 * A visitor's e-mail address as the site compares it: trimmed and in lower case, so that "Ana@Example.org "
 * and "ana@example.org" are one person (the per-address spam limit, the person's data in the workspace).
 * Undefined when the value is no non-blank text.
 */
export function personAddress(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const address = value.trim().toLowerCase();
  return address === "" ? undefined : address;
}
