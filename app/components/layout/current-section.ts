/**
 * Whether a header link leads to the page shown or to the section it belongs to, as React Router's `NavLink`
 * decides (case-insensitive): the link's path itself, or (unless `end`) a path below it (`/hunde/bello-1` is in
 * `/hunde`'s section). The home page's link is `end`: every page would be below it otherwise.
 */
export function isCurrentSection(pathname: string, linkPath: string, end: boolean): boolean {
  const shown = pathname.toLowerCase();
  const link = linkPath.toLowerCase();
  if (shown === link) return true;
  // The character after the link's path (its trailing slash, if it has one) must begin a segment.
  const segmentEnd = link !== "/" && link.endsWith("/") ? link.length - 1 : link.length;
  return !end && shown.startsWith(link) && shown.charAt(segmentEnd) === "/";
}
