/**
 * A catalogue with an editor's changes laid over it (`/admin/pages`): each change names a text by its path
 * (`hero.title`, `whyUs.cards.0.text`) and replaces it. A path that names no text of the catalogue (the code was
 * changed since) is passed over; the catalogue itself is never changed.
 */
export function applyTextChanges<T>(catalogue: T, changes: Readonly<Record<string, string>>): T {
  const result = structuredClone(catalogue);
  for (const [path, text] of Object.entries(changes)) {
    const keys = path.split(".");
    let at: unknown = result;
    for (const key of keys.slice(0, -1)) at = at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined;
    const last = keys.at(-1)!;
    if (at !== null && typeof at === "object" && typeof (at as Record<string, unknown>)[last] === "string") {
      (at as Record<string, unknown>)[last] = text;
    }
  }
  return result;
}

/** Every text of a catalogue by its path, in the catalogue's order; `skip` leaves out parts that are not texts to change. */
export function textLeaves(value: unknown, skip: (path: string) => boolean = () => false, prefix = ""): [string, string][] {
  if (typeof value === "string") return prefix && !skip(prefix) ? [[prefix, value]] : [];
  if (value === null || typeof value !== "object" || (prefix && skip(prefix))) return [];
  return Object.entries(value).flatMap(([key, inner]) => textLeaves(inner, skip, prefix ? `${prefix}.${key}` : key));
}

/** The placeholders a text names (`{count}`, `{name}`), which an edited text must keep. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]!).sort();
