import type { AppLoadContext, MetaDescriptor } from "react-router";
import { articlePageHead, sectionCrumbs } from "~/features/content/article-head.server";
import { type HeadContext, type PageHeadInput, absoluteUrl } from "~/features/seo/page-head";
import { headFor } from "~/features/seo/route-head.server";
import { blogJsonLd, breadcrumbJsonLd, organizationJsonLd } from "~/features/seo/structured-data";
import { format } from "~/i18n/format";
import { blogServerTexts } from "./texts";
import type { BlogPostFields, BlogPostView } from "./posts";

/** The RSS feed of the host's language (app/routes.ts). */
export const blogFeedPath = "/blog/rss.xml";

/** The blog's name (structured data, RSS channel). */
export const blogName = (ctx: HeadContext) => `${ctx.messages.siteName} – ${ctx.messages.contentSections.blog.heading}`;

/** A blog page's head, built by its loader: the page head plus the link to the language's RSS feed. */
export function blogHeadFor(context: AppLoadContext, input: (ctx: HeadContext) => PageHeadInput): MetaDescriptor[] {
  const { locale, origins } = context;
  const feedLink = {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: blogServerTexts[locale].feedTitle,
    href: origins[locale] + blogFeedPath,
  };
  return [...headFor(context, input), feedLink];
}

/** Blog list: the frame's title and description, structured data of the blog and its posts. */
export function blogListHead(ctx: HeadContext, posts: readonly BlogPostFields[]): PageHeadInput {
  const page = ctx.messages.pages.blog;
  return {
    ...page,
    routeKey: "blog",
    jsonLd: [
      organizationJsonLd(ctx),
      blogJsonLd(
        ctx,
        { name: blogName(ctx), url: absoluteUrl(ctx, ctx.locale, "blog"), description: page.description },
        posts.map((post) => ({
          name: post.title,
          url: absoluteUrl(ctx, ctx.locale, "blogPost", { slug: post.slug }),
          datePublished: post.publishedDate,
        })),
      ),
      breadcrumbJsonLd(sectionCrumbs(ctx, "blog")),
    ],
  };
}

/** A post: its title with the blog's name, excerpt as description, blog posting structured data. */
export function blogPostHead(ctx: HeadContext, post: BlogPostView): PageHeadInput {
  return articlePageHead(ctx, {
    routeKey: "blogPost",
    schemaType: "BlogPosting",
    title: format(blogServerTexts[ctx.locale].postTitle, { title: post.title }),
    item: post,
    description: post.excerpt,
    datePublished: post.publishedDate,
    dateModified: post.updatedAt,
    parents: sectionCrumbs(ctx, "blog"),
  });
}
