import { ArticleCard } from "~/features/content/article-card";
import { useLocalizedPath } from "~/i18n/hooks";
import { useTexts } from "~/i18n/texts";
import type { BlogPostSummary } from "./posts";

/** A post in the blog list, with its category and date. */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  const t = useTexts("blog");
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
