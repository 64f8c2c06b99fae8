import type { BlogPostRow } from "~/features/blog/posts";
import type { GuideRow } from "~/features/guides/guides";
import type { SitemapEntry } from "~/features/seo/sitemap";
import { localizedPath } from "~/i18n/route-table";

/** A post or guide with its path in both languages (each has both), so each host's sitemap links the other. */
const entry = (routeKey: "blogPost" | "guideDetail", row: BlogPostRow | GuideRow): SitemapEntry => ({
  paths: { de: localizedPath(routeKey, "de", { slug: row.slugDe }), es: localizedPath(routeKey, "es", { slug: row.slugEs }) },
  lastModified: row.updatedAt.toISOString(),
});

/** Every post and guide. */
export function contentSitemapEntries(posts: readonly BlogPostRow[], guides: readonly GuideRow[]): SitemapEntry[] {
  return [...posts.map((post) => entry("blogPost", post)), ...guides.map((guide) => entry("guideDetail", guide))];
}
