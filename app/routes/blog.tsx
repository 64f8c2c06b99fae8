import { type AppLoadContext, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaArgs, useLoaderData } from "react-router";
import { BlogCard } from "~/features/blog/blog-card";
import { blogListHead, blogRouteHead } from "~/features/blog/head";
import { blogMessages } from "~/features/blog/messages";
import { loadBlogList } from "~/features/blog/posts.server";
import { CardSkeletons } from "~/features/content/card-skeletons";
import { EAGER_CARD_IMAGES, ListPageHeader, cardGridClass } from "~/features/content/page-header";
import { AwaitServerData, serverDataOrPending, settled } from "~/features/content/pending-data";
import { useTranslations } from "~/i18n/hooks";

export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  return { posts: await loadBlogList(context.locale) };
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => serverDataOrPending<typeof loader>(args);

export const meta = blogRouteHead<MetaArgs<typeof clientLoader>>(({ data }, ctx) => blogListHead(ctx, settled(data)?.posts));

export default function BlogPage() {
  const data = useLoaderData<typeof clientLoader>();
  const t = useTranslations(blogMessages);
  return (
    <>
      <ListPageHeader heading={t.heading} intro={t.intro} />
      <section className="mx-auto max-w-6xl px-4 py-12">
        <AwaitServerData data={data} skeleton={<CardSkeletons count={3} label={t.loadingList} testId="blog-skeleton" />}>
          {({ posts }) =>
            posts.length === 0 ? (
              <p className="text-center text-lg text-muted-foreground">{t.empty}</p>
            ) : (
              <div className={cardGridClass}>
                {posts.map((post, index) => (
                  <BlogCard key={post.slug} post={post} eagerImage={index < EAGER_CARD_IMAGES} />
                ))}
              </div>
            )
          }
        </AwaitServerData>
      </section>
    </>
  );
}
