import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { pageRegistry } from "./pages/registry";
import { locales } from "./i18n/locales";
import { type RouteKey, pathsDiffer, routeKeys, routeTable } from "./i18n/route-table";

/** A route for a table path; "/" becomes the index route. */
function pageRoute(key: RouteKey, path: string, id: string) {
  const relative = path.replace(/^\//, "");
  return relative === "" ? index(pageRegistry[key].route, { id }) : route(relative, pageRegistry[key].route, { id });
}

/**
 * Routes whose path differs per language sit under a pathless layout per
 * language that answers 404 on the other language's host; routes
 * with the same path in both languages are shared.
 */
const localeOnly = locales.map((locale) =>
  layout(
    `routes/layouts/locale-${locale}.tsx`,
    routeKeys.filter(pathsDiffer).map((key) => pageRoute(key, routeTable[key][locale], `${key}.${locale}`)),
  ),
);

const shared = routeKeys.filter((key) => !pathsDiffer(key)).map((key) => pageRoute(key, routeTable[key].de, key));

/**
 * The editors' workspace: the same paths on both hosts, its own frame, and no
 * part of the public site (its code loads on its own pages only). Paths: app/features/admin/paths.ts.
 */
const workspace = route("admin", "routes/admin/layout.tsx", [
  route("login", "routes/admin/login.tsx"),
  route("login/:token", "routes/admin/login-link.tsx"),
  // Everything else only for a signed-in editor: one guard (its middleware) for all.
  layout("routes/admin/signed-in.tsx", [
    index("routes/admin/start.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    route("editors", "routes/admin/editors.tsx"),
    route("activity", "routes/admin/activity.tsx"),
    route("spam", "routes/admin/spam.tsx"),
    route("people", "routes/admin/people.tsx"),
    route("posts", "routes/admin/posts.tsx"),
    route("posts/new", "routes/admin/post.tsx", { id: "admin-post-new" }),
    route("posts/:id", "routes/admin/post.tsx", { id: "admin-post" }),
    route("posts/:id/preview", "routes/admin/post-preview.tsx"),
    route("guides", "routes/admin/guides.tsx"),
    route("guides/new", "routes/admin/guide.tsx", { id: "admin-guide-new" }),
    route("guides/:id", "routes/admin/guide.tsx", { id: "admin-guide" }),
    route("guides/:id/preview", "routes/admin/guide-preview.tsx"),
    route("team", "routes/admin/team.tsx"),
    route("team/new", "routes/admin/team-member.tsx", { id: "admin-team-member-new" }),
    route("team/founder", "routes/admin/team-founder.tsx"),
    route("team/:id", "routes/admin/team-member.tsx", { id: "admin-team-member" }),
    route("team/:id/history", "routes/admin/team-member-history.tsx"),
    route("faq", "routes/admin/faq.tsx"),
    route("faq/new", "routes/admin/faq-entry.tsx", { id: "admin-faq-new" }),
    route("faq/:id", "routes/admin/faq-entry.tsx", { id: "admin-faq-entry" }),
    route("faq/:id/history", "routes/admin/faq-history.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("inbox.csv", "routes/admin/inbox-csv.ts"),
    route("inbox/:id", "routes/admin/inbox-request.tsx"),
    route("insights", "routes/admin/insights.tsx"),
    route("insights.csv", "routes/admin/insights-csv.ts"),
    route("settings", "routes/admin/settings.tsx"),
    route("settings/history", "routes/admin/settings-history.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("pages/:key", "routes/admin/page.tsx"),
    route("pages/:key/history", "routes/admin/page-history.tsx"),
    route("posts/:id/history", "routes/admin/post-history.tsx"),
    route("guides/:id/history", "routes/admin/guide-history.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
]);

export default [
  // Every page sits in the site frame, whose error boundary renders the not-found and error pages.
  layout("routes/layouts/site.tsx", [...shared, ...localeOnly, route("*", "routes/not-found.tsx")]),
  workspace,
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("blog/rss.xml", "routes/resources/blog-rss.ts"),
] satisfies RouteConfig;
