import type { BlogPostRow } from "~/features/blog/posts";
import type { GuideRow } from "~/features/guides/guides";
import type { SitemapEntry } from "~/features/seo/sitemap";
import { localizedPath } from "~/i18n/route-table";

/** Every post and guide with its path in both languages (each has both), so each host's sitemap links the other. */
export function contentSitemapEntries(posts: readonly BlogPostRow[], guides: readonly GuideRow[]): SitemapEntry[] {
  return [
    ...posts.map((post) => ({
      paths: { de: localizedPath("blogPost", "de", { slug: post.slugDe }), es: localizedPath("blogPost", "es", { slug: post.slugEs }) },
      lastModified: post.updatedAt.toISOString(),
    })),
    ...guides.map((guide) => ({
      paths: { de: localizedPath("guideDetail", "de", { slug: guide.slugDe }), es: localizedPath("guideDetail", "es", { slug: guide.slugEs }) },
      lastModified: guide.updatedAt.toISOString(),
    })),
  ];
}
