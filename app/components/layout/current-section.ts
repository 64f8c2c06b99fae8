/**
 * Whether a header link leads to the page shown or to the section it belongs to, as React Router's `NavLink`
 * decides (case-insensitive) for paths without a trailing slash, as all of the site's are: the link's path itself,
 * or (unless `end`) a path below it (`/hunde/bello-1` is in `/hunde`'s section). The home page's link is `end`:
 * every page would be below it otherwise.
 */
export function isCurrentSection(pathname: string, linkPath: string, end: boolean): boolean {
  const shown = pathname.toLowerCase();
  const link = linkPath.toLowerCase();
  return shown === link || (!end && shown.startsWith(`${link}/`));
}
