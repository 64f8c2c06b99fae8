import { ArticleCard } from "~/features/content/article-card";
import { useLocalizedPath, useTranslations } from "~/i18n/hooks";
import { blogMessages } from "./messages";
import type { BlogPostSummary } from "./posts";

/** A post in the blog list, with its category and date. */
export function BlogCard({ post, eagerImage }: { post: BlogPostSummary; eagerImage?: boolean }) {
  const t = useTranslations(blogMessages);
  const path = useLocalizedPath();
  return (
    <ArticleCard
      item={post}
      href={path("blogPost", { slug: post.slug })}
      readMore={t.readMore}
      date={{ iso: post.publishedDate, label: post.publishedLabel }}
      eagerImage={eagerImage}
      testId="blog-card"
    />
  );
}
