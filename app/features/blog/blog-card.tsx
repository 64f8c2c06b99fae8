import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent } from "~/components/ui/card";
import { articleImageSize } from "~/features/content/structured-data";
import { useLocalizedPath, useTranslations } from "~/i18n/hooks";
import { blogMessages } from "./messages";
import type { BlogPostSummary } from "./posts";

/** A post in the blog list: title clamped to two lines, excerpt to three (spec 2 §2). */
export function BlogCard({ post, eagerImage = false }: { post: BlogPostSummary; eagerImage?: boolean }) {
  const t = useTranslations(blogMessages);
  const path = useLocalizedPath();
  const href = path("blogPost", { slug: post.slug });
  return (
    <Card className="group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring" data-testid="blog-card">
      {post.image ? (
        <img
          src={post.image}
          alt=""
          width={articleImageSize.width}
          height={articleImageSize.height}
          loading={eagerImage ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[1200/630] w-full object-cover"
        />
      ) : null}
      <CardContent className="flex flex-1 flex-col gap-3 pt-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          {post.category ? <Badge variant="secondary">{post.category}</Badge> : null}
          <time dateTime={post.publishedDate}>{post.publishedLabel}</time>
        </div>
        <h2 className="line-clamp-2 text-xl font-bold leading-snug">
          {/* The title link covers the whole card. */}
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-muted-foreground">{post.excerpt}</p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-primary">
          {t.readMore}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </CardContent>
    </Card>
  );
}
