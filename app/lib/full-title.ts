/** A page title with the site name appended (unless it already names the site): the head's and the status pages'. */
export function fullTitle(siteName: string, title: string) {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}
