import { type ClientLoaderFunctionArgs, useLoaderData } from "react-router";
import { BlogCard } from "~/features/blog/blog-card";
import { blogHeadFor, blogListHead } from "~/features/blog/head.server";
import { loadBlogList } from "~/features/blog/posts.server";
import { ListPage } from "~/features/content/list-page";
import { serverDataOrPending } from "~/features/content/pending-data";
import { loaderHeadOrTitle } from "~/features/content/pending-head";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/blog";

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await loadBlogList(context.locale);
  return { posts, head: blogHeadFor(context, (ctx) => blogListHead(ctx, posts)), texts: textsFor(context.locale, "blog") };
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => serverDataOrPending<typeof loader>(args);

export const meta: Route.MetaFunction = loaderHeadOrTitle("blog");

export default function BlogPage() {
  const data = useLoaderData<typeof clientLoader>();
  return (
    <ListPage section="blog" data={data} items={({ posts }) => posts} skeleton={{ count: 3, testId: "blog-skeleton" }}>
      {(post) => <BlogCard key={post.slug} post={post} />}
    </ListPage>
  );
}
