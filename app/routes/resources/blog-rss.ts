import type { Route } from "./+types/blog-rss";
import { renderBlogFeed } from "~/features/blog/feed";
import { blogFeedPath, blogName } from "~/features/blog/head.server";
import { loadBlogList } from "~/features/blog/posts.server";
import { headContextFor } from "~/features/seo/head-context.server";
import { absoluteUrl } from "~/features/seo/page-head";

/** The blog's RSS feed in the host's language (/blog/rss.xml). */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale, origins } = context;
  const ctx = headContextFor(locale, origins);
  const xml = renderBlogFeed(
    {
      locale,
      title: blogName(ctx),
      description: ctx.messages.pages.blog.description,
      link: absoluteUrl(ctx, locale, "blog"),
      self: origins[locale] + blogFeedPath,
      postUrl: (slug) => absoluteUrl(ctx, locale, "blogPost", { slug }),
    },
    await loadBlogList(locale),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
