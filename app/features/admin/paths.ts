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
  faq: "/admin/faq",
  inbox: "/admin/inbox",
  inboxCsv: "/admin/inbox.csv",
  insights: "/admin/insights",
  insightsCsv: "/admin/insights.csv",
  spam: "/admin/spam",
  people: "/admin/people",
  /** The people page's download (`/admin/people?…&format=json` is answered here: server/workspace.ts). */
  settings: "/admin/settings",
  pages: "/admin/pages",
  team: "/admin/team",
  teamFounder: "/admin/team/founder",
} as const;

/** Where anything with versions shows them: `<its page>/history`. */
export const historyPath = (itemPath: string) => `${itemPath}/history`;

/** A request's page in the inbox. */
export const requestPath = (id: string) => `${workspacePaths.inbox}/${encodeURIComponent(id)}`;

/** Everything held on one address (`format: "json"`: its download). */
export function personPath(address: string, format?: "json"): string {
  const query = new URLSearchParams({ email: address, ...(format ? { format } : {}) });
  return `${workspacePaths.people}?${query}`;
}

/** The list of a kind of article (posts, guides); an item's page is `<list>/<id>`, a new one `<list>/new`. */
export const articleListPath = (kind: "post" | "guide") => (kind === "post" ? workspacePaths.posts : workspacePaths.guides);
export const articlePath = (kind: "post" | "guide", id: string) => `${articleListPath(kind)}/${encodeURIComponent(id)}`;

/** A team member's editor (`new`: a new one's). */
export const teamMemberPath = (id: string) => `${workspacePaths.team}/${encodeURIComponent(id)}`;

/** An FAQ entry's editor (`new`: an empty one). */
export const faqEntryPath = (id: string) => `${workspacePaths.faq}/${encodeURIComponent(id)}`;

/** The path a sign-in mail links to: `/admin/login/<token>`. */
export const signInLinkPath = (token: string) => `${workspacePaths.login}/${encodeURIComponent(token)}`;

/**
 * The GETs that write the activity log: the downloads of the inbox (`/admin/inbox.csv`) and of a person's data
 * (`/admin/people?format=json`, answered by the people route's middleware), also as React Router's data request of
 * the path.
 */
export function isRecordedDownload(url: URL): boolean {
  const path = decoded(url.pathname)
    .toLowerCase()
    .replace(/\.data$/, "");
  return path === workspacePaths.inboxCsv || (path === workspacePaths.people && url.searchParams.get("format") === "json");
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
