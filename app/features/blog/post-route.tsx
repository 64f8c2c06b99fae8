import { BlogPostArticle } from "~/features/blog/blog-post-article";
import { blogHeadFor, blogPostHead } from "~/features/blog/head.server";
import { loadBlogPost } from "~/features/blog/posts.server";
import { foundOrNotFound } from "~/features/content/found-or-not-found";
import { articleShareLinks } from "~/features/content/share-links.server";
import { loaderHead } from "~/features/seo/route-head";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/post-route";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await foundOrNotFound(loadBlogPost(context.locale, params.slug ?? ""), context.logger, "blog post");
  return {
    post,
    share: articleShareLinks(context, "blogPost", post),
    head: blogHeadFor(context, (ctx) => blogPostHead(ctx, post)),
    texts: textsFor(context.locale, "blog", "content"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogPostArticle post={loaderData.post} share={loaderData.share} texts={loaderData.texts} />;
}
