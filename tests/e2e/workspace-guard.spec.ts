import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { expect, test } from "../support/test";
import { bothLocales, getOnHost, siteUrl } from "../support/site";

/**
 * The workspace's one guard (routes/admin/signed-in.tsx): every workspace route in the route table but the two
 * sign-in pages sends a request without a session to the sign-in page, one that still carries a session cookie with
 * the note that the sign-in has ended.
 */

const workspace = routes.find((entry) => entry.path === "admin")!;
const open = new Set(["login", "login/:token"]);

/** The paths under /admin of a branch of the route table, a parameter filled with a value of its shape. */
function pathsOf(entries: RouteConfigEntry[] = []): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? [""] : entry.path !== undefined ? [entry.path] : [];
    const filled = own.map((path) =>
      path.replace(":id", "00000000-0000-4000-8000-000000000000").replace(":key", "about").replace("*", "nothing-here"),
    );
    return [...filled.map((path) => `/admin${path ? `/${path}` : ""}`), ...pathsOf(entry.children)];
  });
}

const guarded = pathsOf(workspace.children?.filter((entry) => !open.has(entry.path ?? "")));

test("the route table's workspace routes are all behind the guard but the two sign-in pages", () => {
  const outside = workspace.children?.filter((entry) => !entry.file.endsWith("signed-in.tsx")).map((entry) => entry.path);
  expect(outside).toEqual(["login", "login/:token"]);
  expect(guarded.length).toBeGreaterThan(30);
});

for (const locale of bothLocales) {
  test(`${locale}: without a session every guarded workspace address goes to the sign-in page`, async ({ request }) => {
    // From a page of the workspace, as its downloads are asked for (from nowhere they are refused before, 403).
    const referer = siteUrl(locale, "/admin");
    for (const path of guarded) {
      const answer = await getOnHost(request, locale, path, { referer });
      expect(answer.status(), path).toBe(303);
      expect(answer.headers()["location"], path).toBe("/admin/login");
      const ended = await getOnHost(request, locale, path, { referer, cookie: "editor_session=gone" });
      expect(ended.headers()["location"], path).toBe("/admin/login?notice=sessionEnded");
    }
  });
}
