/**
 * Where the public site ends: the workspace's paths (app/features/admin/paths.ts) all begin with `/admin`. The
 * public side asks it too, without building on the workspace's code: the log hides the workspace's queries
 * (app/lib/logged-path.ts), the insights count no workspace page, the server guards and caches by it.
 */

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
