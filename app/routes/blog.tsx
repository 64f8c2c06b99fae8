import { type ClientLoaderFunctionArgs, useLoaderData } from "react-router";
import { BlogCard } from "~/features/blog/blog-card";
import { blogListHead, blogRouteHead } from "~/features/blog/head";
import { blogMessages } from "~/features/blog/messages";
import { loadBlogList } from "~/features/blog/posts.server";
import { CardSkeletons } from "~/features/content/card-skeletons";
import { EAGER_CARD_IMAGES, ListPage } from "~/features/content/list-page";
import { serverDataOrPending, settled } from "~/features/content/pending-data";
import { useTranslations } from "~/i18n/hooks";
import type { Route } from "./+types/blog";

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await loadBlogList(context.locale) };
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => serverDataOrPending<typeof loader>(args);

export const meta: Route.MetaFunction = blogRouteHead<Route.MetaArgs>(({ loaderData }, ctx) => blogListHead(ctx, settled(loaderData)?.posts));

export default function BlogPage() {
  const data = useLoaderData<typeof clientLoader>();
  const t = useTranslations(blogMessages);
  return (
    <ListPage
      heading={t.heading}
      intro={t.intro}
      data={data}
      items={({ posts }) => posts}
      skeleton={<CardSkeletons count={3} label={t.loadingList} testId="blog-skeleton" />}
      empty={t.empty}
    >
      {(post, index) => <BlogCard key={post.slug} post={post} eagerImage={index < EAGER_CARD_IMAGES} />}
    </ListPage>
  );
}
