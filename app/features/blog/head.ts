import type { MetaDescriptor } from "react-router";
import { articlePageHead, sectionCrumbs } from "~/features/content/article-head";
import { type HeadContext, type PageHeadInput, absoluteUrl } from "~/features/seo/page-head";
import { type HeadArgs, headContext, routeHead } from "~/features/seo/route-head";
import { blogJsonLd, breadcrumbJsonLd, organizationJsonLd } from "~/features/seo/structured-data";
import { blogMessages } from "./messages";
import type { BlogPostSummary, BlogPostView } from "./posts";

/** The RSS feed of the host's language (app/routes.ts). */
export const blogFeedPath = "/blog/rss.xml";

/** The blog's name (structured data, RSS channel). */
export const blogName = (ctx: HeadContext) => `${ctx.messages.siteName} – ${blogMessages[ctx.locale].heading}`;

/** A blog page's meta: the page head plus the link to the language's RSS feed. */
export function blogRouteHead<Args extends HeadArgs>(input: (args: Args, ctx: HeadContext) => PageHeadInput | undefined) {
  const head = routeHead(input);
  return (args: Args): MetaDescriptor[] => {
    const tags = head(args);
    const ctx = headContext(args);
    if (!ctx || tags.length === 0) return tags;
    const feedLink = {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: blogMessages[ctx.locale].feedTitle,
      href: ctx.origins[ctx.locale] + blogFeedPath,
    };
    return [...tags, feedLink];
  };
}

const blogCrumbs = (ctx: HeadContext) => sectionCrumbs(ctx, "blog", ctx.messages.footer.blog);

/** Blog list: the frame's title and description; structured data once the posts are there. */
export function blogListHead(ctx: HeadContext, posts: readonly BlogPostSummary[] | undefined): PageHeadInput {
  const page = ctx.messages.pages.blog;
  return {
    ...page,
    routeKey: "blog",
    jsonLd: posts && [
      organizationJsonLd(ctx),
      blogJsonLd(
        ctx,
        { name: blogName(ctx), url: absoluteUrl(ctx, ctx.locale, "blog"), description: page.description },
        posts.map((post) => ({ name: post.title, url: absoluteUrl(ctx, ctx.locale, "blogPost", { slug: post.slug }), datePublished: post.publishedDate })),
      ),
      breadcrumbJsonLd(blogCrumbs(ctx)),
    ],
  };
}

/** A post: its title with the blog's name, excerpt as description, blog posting structured data. */
export function blogPostHead(ctx: HeadContext, post: BlogPostView): PageHeadInput {
  return articlePageHead(ctx, {
    routeKey: "blogPost",
    schemaType: "BlogPosting",
    title: blogMessages[ctx.locale].postTitle(post.title),
    item: post,
    description: post.excerpt,
    datePublished: post.publishedDate,
    dateModified: post.updatedAt,
    parents: blogCrumbs(ctx),
  });
}
