import type { SitemapEntry } from "~/features/seo/sitemap";
import { localizedPath } from "~/i18n/route-table";

/** What a sitemap needs of a blog post's or guide's row (BlogPostRow, GuideRow): its slugs and its last change. */
interface ArticleRow {
  slugDe: string;
  slugEs: string;
  updatedAt: Date;
}

/** A post or guide with its path in both languages (each has both), so each host's sitemap links the other. */
const entry = (routeKey: "blogPost" | "guideDetail", row: ArticleRow): SitemapEntry => ({
  paths: { de: localizedPath(routeKey, "de", { slug: row.slugDe }), es: localizedPath(routeKey, "es", { slug: row.slugEs }) },
  lastModified: row.updatedAt.toISOString(),
});

/** Every post and guide (the sitemap's route, app/routes/resources/sitemap.ts, reads them). */
export function contentSitemapEntries(posts: readonly ArticleRow[], guides: readonly ArticleRow[]): SitemapEntry[] {
  return [...posts.map((post) => entry("blogPost", post)), ...guides.map((guide) => entry("guideDetail", guide))];
}
