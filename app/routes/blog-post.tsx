import { type ClientLoaderFunctionArgs, useLoaderData } from "react-router";
import { BlogPostArticle, BlogPostSkeleton } from "~/features/blog/blog-post-article";
import { blogPostHead, blogRouteHead } from "~/features/blog/head";
import { loadBlogPost } from "~/features/blog/posts.server";
import { foundOrNotFound } from "~/features/content/found-or-not-found";
import { AwaitServerData, serverDataOrPending, settled } from "~/features/content/pending-data";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await foundOrNotFound(loadBlogPost(context.locale, params.slug ?? ""), context.logger, "blog post");
  return { post, alternateParams: { de: { slug: post.slugs.de }, es: { slug: post.slugs.es } } };
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => serverDataOrPending<typeof loader>(args);

export const meta: Route.MetaFunction = blogRouteHead<Route.MetaArgs>(({ loaderData, params }, ctx) => {
  const post = settled(loaderData)?.post;
  return post
    ? blogPostHead(ctx, post)
    : { ...ctx.messages.pages.blogPost, routeKey: "blogPost", params: { [ctx.locale]: { slug: params.slug ?? "" } } };
});

export default function BlogPostPage() {
  const data = useLoaderData<typeof clientLoader>();
  return (
    <AwaitServerData data={data} skeleton={<BlogPostSkeleton />}>
      {({ post }) => <BlogPostArticle post={post} />}
    </AwaitServerData>
  );
}
