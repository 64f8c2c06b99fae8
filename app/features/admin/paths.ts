/**
 * The workspace's paths. The workspace is no part of the public site: its
 * paths are not in the route table (app/i18n/route-table.ts), they are the same on both hosts, and its
 * routes are their own branch of app/routes.ts.
 */
export const workspacePaths = {
  start: "/admin",
  login: "/admin/login",
  logout: "/admin/logout",
  editors: "/admin/editors",
  activity: "/admin/activity",
  posts: "/admin/posts",
  guides: "/admin/guides",
} as const;

/** The list of a kind of article (posts, guides); an item's page is `<list>/<id>`, a new one `<list>/new`. */
export const articleListPath = (kind: "post" | "guide") => (kind === "post" ? workspacePaths.posts : workspacePaths.guides);
export const articlePath = (kind: "post" | "guide", id: string) => `${articleListPath(kind)}/${encodeURIComponent(id)}`;

/** The path a sign-in mail links to: `/admin/login/<token>`. */
export const signInLinkPath = (token: string) => `${workspacePaths.login}/${encodeURIComponent(token)}`;

/**
 * Whether a request path belongs to the workspace: `/admin`, everything below it and React Router's data
 * request `/admin.data`. Compared as React Router matches routes (decoded, any case), so that no spelling of
 * a workspace path slips past what the server does for the workspace (noindex, same-origin check, sign-in).
 */
export function isWorkspacePath(pathname: string): boolean {
  const path = decoded(pathname).toLowerCase();
  return path === "/admin" || path === "/admin.data" || path.startsWith("/admin/");
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
