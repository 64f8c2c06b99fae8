import type { Article, Blog, BlogPosting, BreadcrumbList, ImageObject, ItemList, Organization, WithContext } from "schema-dts";
import { siteConfig } from "~/config/site";
import type { HeadContext } from "~/features/seo/page-head";
import { defaultShareImage } from "~/features/seo/page-head";
import { intlLocale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { toAbsoluteUrl } from "./media";

/** Share and structured-data images are declared at 1200x630 (spec 2 §9). */
export const articleImageSize = { width: 1200, height: 630 } as const;

/** The organisation's node id on a host, so articles can refer to it. */
const organizationId = (ctx: HeadContext) => `${ctx.origins[ctx.locale]}/#organization`;

/** The association of the host's language (spec 2 §2 "structured data for organisation"). */
export function organizationJsonLd(ctx: HeadContext): WithContext<Organization> {
  const origin = ctx.origins[ctx.locale];
  const association = siteConfig.associations[ctx.locale];
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(ctx),
    name: messages[ctx.locale].siteName,
    legalName: association.legalName,
    url: `${origin}/`,
    logo: toAbsoluteUrl(origin, "/apple-touch-icon.png"),
    email: association.email,
    telephone: association.phone,
    foundingDate: String(siteConfig.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: association.address.street,
      postalCode: association.address.postalCode,
      addressLocality: association.address.city,
      addressRegion: association.address.region,
      addressCountry: association.address.country,
    },
    sameAs: [siteConfig.social.facebook, siteConfig.social.instagram],
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The article's image (absolute), or the site's default share image. */
export function articleImage(ctx: HeadContext, image: string | null): ImageObject {
  const origin = ctx.origins[ctx.locale];
  return {
    "@type": "ImageObject",
    url: toAbsoluteUrl(origin, image ?? defaultShareImage.path),
    width: String(articleImageSize.width),
    height: String(articleImageSize.height),
  };
}

/** What blog posts and guides have in common as schema.org articles. */
export interface ArticleFacts {
  url: string;
  title: string;
  description: string;
  image: string | null;
  category: string | null;
  datePublished: string;
  dateModified: string;
}

/** A blog post (BlogPosting) or guide (Article), published by the organisation. */
export function articleJsonLd(ctx: HeadContext, type: "BlogPosting" | "Article", facts: ArticleFacts): WithContext<BlogPosting | Article> {
  const organization = { "@id": organizationId(ctx) };
  return {
    "@context": "https://schema.org",
    "@type": type,
    headline: facts.title,
    description: facts.description,
    image: articleImage(ctx, facts.image),
    url: facts.url,
    mainEntityOfPage: facts.url,
    datePublished: facts.datePublished,
    dateModified: facts.dateModified,
    inLanguage: intlLocale[ctx.locale],
    ...(facts.category ? { articleSection: facts.category } : {}),
    author: organization,
    publisher: organization,
  };
}

/** A list page's entries (blog list, guide list) in their order. */
export function itemListJsonLd(name: string, items: readonly Crumb[]): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, url: item.url })),
  };
}

/** The blog list: the blog with its posts, newest first. */
export function blogJsonLd(ctx: HeadContext, blog: { name: string; url: string; description: string }, posts: readonly (Crumb & { datePublished: string })[]): WithContext<Blog> {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: blog.name,
    url: blog.url,
    description: blog.description,
    inLanguage: intlLocale[ctx.locale],
    publisher: { "@id": organizationId(ctx) },
    blogPost: posts.map((post) => ({ "@type": "BlogPosting", headline: post.name, url: post.url, datePublished: post.datePublished })),
  };
}
