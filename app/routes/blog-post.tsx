import { type ClientLoaderFunctionArgs, useLoaderData } from "react-router";
import { BlogPostArticle, BlogPostSkeleton } from "~/features/blog/blog-post-article";
import { blogHeadFor, blogPostHead } from "~/features/blog/head.server";
import { loadBlogPost } from "~/features/blog/posts.server";
import { foundOrNotFound } from "~/features/content/found-or-not-found";
import { slugParams } from "~/features/content/localized";
import { AwaitServerData, serverDataOrPending } from "~/features/content/pending-data";
import { loaderHeadOrTitle } from "~/features/content/pending-head";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await foundOrNotFound(loadBlogPost(context.locale, params.slug ?? ""), context.logger, "blog post");
  return {
    post,
    alternateParams: slugParams(post.slugs),
    head: blogHeadFor(context, (ctx) => blogPostHead(ctx, post)),
    texts: textsFor(context.locale, "blog", "content"),
  };
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => serverDataOrPending<typeof loader>(args);

export const meta: Route.MetaFunction = loaderHeadOrTitle("blogPost");

export default function BlogPostPage() {
  const data = useLoaderData<typeof clientLoader>();
  return (
    <AwaitServerData data={data} skeleton={<BlogPostSkeleton />}>
      {({ post }) => <BlogPostArticle post={post} />}
    </AwaitServerData>
  );
}
