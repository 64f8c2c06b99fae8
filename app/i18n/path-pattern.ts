/**
 * A path of the route table (e.g. "/hunde/:slug") with its parameters substituted, each URL-encoded. Shared by the
 * server's `localizedPath` (route-table.ts) and the pages' `useLocalizedPath` (hooks.ts), which reads the patterns
 * of its language from the root loader: the route table itself never ships to the browser (decision 28).
 */
export function fillPathPattern(pattern: string, params: Record<string, string> | undefined, routeKey: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing parameter "${name}" for route "${routeKey}"`);
    return encodeURIComponent(value);
  });
}
