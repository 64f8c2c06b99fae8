/**
 * How deep a parsed JSON value nests, measured without recursion: a body nested thousands of levels deep must be
 * refused before any recursive walk (text cleaning, validation) runs out of stack on it (issue 33, item 3).
 */

/** Arrays and objects inside one another: `1` is depth 0, `{}` and `[1]` depth 1, `{"a": [1]}` depth 2. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== "object" || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return false;
}
