/**
 * Which of an item's fields a version changed against the one before it (its first version: none), in the order of
 * `data`'s own keys, then the ones only the earlier version had. Values are compared as JSON: a list or an object
 * counts as one field.
 */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  if (!before) return [];
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((key) => JSON.stringify(after[key] ?? null) !== JSON.stringify(before[key] ?? null));
}

/** A nested object as one level of dotted keys (`associations.de.email`), lists kept whole: what a history compares. */
export function flattened(value: Record<string, unknown>, prefix = ""): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      inner !== null && typeof inner === "object" && !Array.isArray(inner)
        ? Object.entries(flattened(inner as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, inner]],
    ),
  );
}
