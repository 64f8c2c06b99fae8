import { renderBlogFeed } from "~/features/blog/feed";
import { blogFeedPath, blogName } from "~/features/blog/head";
import { loadBlogList } from "~/features/blog/posts.server";
import { absoluteUrl } from "~/features/seo/page-head";
import { messages } from "~/i18n/messages";
import type { Route } from "./+types/blog-rss";

/** The blog's RSS feed in the host's language (/blog/rss.xml). */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale, origins } = context;
  const ctx = { locale, origins };
  const xml = renderBlogFeed(
    {
      locale,
      title: blogName(locale),
      description: messages[locale].pages.blog.description,
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
