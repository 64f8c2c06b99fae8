import { and, eq } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import { contentDatabase } from "~/features/content/content-db.server";
import { articleBodyHtml } from "~/features/content/article-body.server";
import { galleryPictures } from "~/features/content/gallery-pictures";
import type { Locale } from "~/i18n/locales";
import { type BlogPostRow, type BlogPostSummary, type BlogPostView, blogList, postView } from "./posts";

/** Only published posts are public: a draft answers 404 and is in no list, sitemap or feed. */
const published = eq(blogPosts.status, "published");

/** Every published post (list, sitemap, feed). */
export async function allBlogPostRows(): Promise<BlogPostRow[]> {
  return (await contentDatabase()).select().from(blogPosts).where(published);
}

/** The blog list of one language, newest first. */
export async function loadBlogList(locale: Locale): Promise<BlogPostSummary[]> {
  return blogList(await allBlogPostRows(), locale);
}

/** The post whose slug in this language matches, body rendered; null when there is none. */
export async function loadBlogPost(locale: Locale, slug: string): Promise<BlogPostView | null> {
  const database = await contentDatabase();
  const [row] = await database
    .select()
    .from(blogPosts)
    .where(and(published, eq(locale === "de" ? blogPosts.slugDe : blogPosts.slugEs, slug)))
    .limit(1);
  return row ? postPage(row, locale) : null;
}

/** A post's page in one language, body rendered with its gallery's pictures (also the workspace's preview of a draft). */
export function postPage(row: BlogPostRow, locale: Locale): BlogPostView {
  const view = postView(row, locale);
  const gallery = galleryPictures(row.galleryImages, "blog-images", locale, view.title);
  return { ...view, contentHtml: articleBodyHtml(view.contentHtml, gallery) };
}
