import { BlogCard } from "~/features/blog/blog-card";
import { blogHeadFor, blogListHead } from "~/features/blog/head.server";
import { loadBlogList } from "~/features/blog/posts.server";
import { ListPage } from "~/features/content/list-page";
import { loaderHead } from "~/features/seo/route-head";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/list-route";

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await loadBlogList(context.locale);
  return { posts, head: blogHeadFor(context, (ctx) => blogListHead(ctx, posts)), texts: textsFor(context.locale, "blog") };
}

export const meta: Route.MetaFunction = loaderHead;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, texts } = loaderData;
  return (
    <ListPage section="blog" items={posts} texts={texts.blog}>
      {(post) => <BlogCard key={post.slug} post={post} texts={texts.blog} />}
    </ListPage>
  );
}
