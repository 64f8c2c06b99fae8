import { ArticleCard } from "~/features/content/article-card";
import { useLocalizedPath } from "~/i18n/hooks";
import type { BlogPostSummary } from "./posts";
import type { BlogTexts } from "./texts";

/** A post in the blog list, with its category and date. */
export function BlogCard({ post, texts: t }: { post: BlogPostSummary; texts: BlogTexts }) {
  const path = useLocalizedPath();
  return (
    <ArticleCard
      item={post}
      href={path("blogPost", { slug: post.slug })}
      readMore={t.readMore}
      date={{ iso: post.publishedDate, label: post.publishedLabel }}
      testId="blog-card"
    />
  );
}
