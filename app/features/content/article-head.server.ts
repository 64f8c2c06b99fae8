import { type HeadContext, type PageHeadInput, absoluteUrl, truncate } from "~/features/seo/page-head";
import { type Crumb, articleJsonLd, breadcrumbJsonLd, organizationJsonLd } from "~/features/seo/structured-data";
import { standInCopy } from "~/features/media/variant-url";
import type { Locale } from "~/i18n/locales";
import { type ContentFields, slugParams } from "./localized";

const META_DESCRIPTION_MAX = 160;

/** Start page and the list page of a section (blog, guides), named by its heading. */
export function sectionCrumbs(ctx: HeadContext, section: "blog" | "guides"): Crumb[] {
  return [
    { name: ctx.messages.nav.home, url: absoluteUrl(ctx, ctx.locale, "home") },
    { name: ctx.messages.contentSections[section].heading, url: absoluteUrl(ctx, ctx.locale, section) },
  ];
}

export interface ArticleHeadInput {
  routeKey: "blogPost" | "guideDetail";
  schemaType: "BlogPosting" | "Article";
  /** The page title (the head adds the site name). */
  title: string;
  item: ContentFields & { slugs: Record<Locale, string> };
  description: string;
  datePublished: string;
  dateModified: string;
  /** Crumbs above the article. */
  parents: Crumb[];
}

/**
 * Head of a blog post or guide: its description, image, hreflang to the
 * other language's slug, and structured data for organisation, article and
 * breadcrumbs.
 */
export function articlePageHead(ctx: HeadContext, input: ArticleHeadInput): PageHeadInput {
  const { item } = input;
  const url = absoluteUrl(ctx, ctx.locale, input.routeKey, { slug: item.slug });
  const description = truncate(input.description, META_DESCRIPTION_MAX);
  // Link previews and search engines get the 1280 px copy, not a phone's original of several MB.
  const image = item.image && standInCopy(item.image);
  return {
    title: input.title,
    description,
    routeKey: input.routeKey,
    params: slugParams(item.slugs),
    image: image ?? undefined,
    imageAlt: image ? item.imageAlt || item.title : undefined,
    ogType: "article",
    jsonLd: [
      organizationJsonLd(ctx),
      articleJsonLd(ctx, input.schemaType, {
        url,
        title: item.title,
        description,
        image,
        category: item.category,
        datePublished: input.datePublished,
        dateModified: input.dateModified,
      }),
      breadcrumbJsonLd([...input.parents, { name: item.title, url }]),
    ],
  };
}
