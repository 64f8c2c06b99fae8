import { allBlogPostRows } from "~/features/blog/posts.server";
import { allGuideRows } from "~/features/guides/guides.server";
import type { SitemapEntry } from "~/features/seo/sitemap";
import { contentSitemapEntries } from "./sitemap-entries";

/** Sitemap entries of every blog post and guide (app/routes/resources/sitemap.ts). */
export async function loadContentSitemapEntries(): Promise<SitemapEntry[]> {
  const [posts, guides] = await Promise.all([allBlogPostRows(), allGuideRows()]);
  return contentSitemapEntries(posts, guides);
}
