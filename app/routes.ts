import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { locales } from "./i18n/locales";
import { type RouteKey, pathsDiffer, routeKeys, routeTable } from "./i18n/route-table";

/** The page module of every route key; both languages share one module. */
const pageModules: Record<RouteKey, string> = {
  home: "routes/home.tsx",
  dogs: "routes/dogs.tsx",
  dogDetail: "routes/dog-detail.tsx",
  adoption: "routes/adoption.tsx",
  fosterHome: "routes/foster-home.tsx",
  donations: "routes/donations.tsx",
  about: "routes/about.tsx",
  contact: "routes/contact.tsx",
  imprint: "routes/imprint.tsx",
  privacy: "routes/privacy.tsx",
  blog: "routes/blog.tsx",
  blogPost: "routes/blog-post.tsx",
  membership: "routes/membership.tsx",
  hospice: "routes/hospice.tsx",
  fincaChaos: "routes/finca-chaos.tsx",
  residenciaMonika: "routes/residencia-monika.tsx",
  faq: "routes/faq.tsx",
  guides: "routes/guides.tsx",
  guideDetail: "routes/guide-detail.tsx",
  favourites: "routes/favourites.tsx",
  alertConfirm: "routes/alert-confirm.tsx",
  alertUnsubscribe: "routes/alert-unsubscribe.tsx",
};

/** A route for a table path; "/" becomes the index route. */
function pageRoute(key: RouteKey, path: string, id: string) {
  const relative = path.replace(/^\//, "");
  return relative === "" ? index(pageModules[key], { id }) : route(relative, pageModules[key], { id });
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
  index("routes/admin/start.tsx"),
  route("login", "routes/admin/login.tsx"),
  route("login/:token", "routes/admin/login-link.tsx"),
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
  route("inbox", "routes/admin/inbox.tsx"),
  route("inbox.csv", "routes/admin/inbox-csv.ts"),
  route("inbox/:id", "routes/admin/inbox-request.tsx"),
  route("*", "routes/admin/not-found.tsx"),
]);

export default [
  // Every page sits in the site frame, whose error boundary renders the not-found and error pages.
  layout("routes/layouts/site.tsx", [...shared, ...localeOnly, route("*", "routes/not-found.tsx")]),
  workspace,
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("blog/rss.xml", "routes/resources/blog-rss.ts"),
] satisfies RouteConfig;
