import type {
  AnimalShelter,
  Article,
  Blog,
  BlogPosting,
  BreadcrumbList,
  ContactPage,
  DonateAction,
  FAQPage,
  HowTo,
  ImageObject,
  ItemList,
  ListItem,
  Offer,
  Organization,
  OrganizationLeaf,
  PostalAddress,
  WithContext,
} from "schema-dts";
import type { Address, ShelterSite } from "~/platform/settings/settings";
import { articleImageSize, toAbsoluteUrl } from "~/features/media/media-url";
import { intlLocale } from "~/i18n/locales";
import type { StaticRouteKey } from "~/i18n/route-table";
import { type HeadContext, absoluteUrl, defaultShareImage } from "./page-head";

/**
 * The site's schema.org objects, typed with schema-dts
 * so a wrong property or type fails the type check. Every builder returns a
 * top-level object with its @context, ready for `pageHead({ jsonLd })`; the
 * association is one Organization node per host that the others refer to.
 * A dog's product (dogs/structured-data.ts) and the home page's website with
 * its dogs (pages/home/structured-data.ts) build on the pieces exported here.
 */

export const schemaContext = "https://schema.org" as const;

/** A named link in a list or breadcrumb trail. */
export interface Crumb {
  name: string;
  url: string;
}

function postalAddress(address: Address): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressRegion: address.region,
    addressCountry: address.country,
  };
}

export function listItems(items: readonly (Crumb & { image?: string })[]): ListItem[] {
  return items.map((item, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: item.name,
    url: item.url,
    ...(item.image ? { image: item.image } : {}),
  }));
}

/** The organisation's node id on a host, so other objects can refer to it. */
export const organizationId = (ctx: HeadContext) => `${ctx.origins[ctx.locale]}/#organization`;

/** The association of this language, as referenced from other objects (publisher, recipient, brand…). */
export function organizationReference(ctx: HeadContext): OrganizationLeaf {
  return { "@type": "Organization", "@id": organizationId(ctx), name: ctx.messages.siteName, url: `${ctx.origins[ctx.locale]}/` };
}

/** The association of the host's language with its contact data. */
export function organizationJsonLd(ctx: HeadContext): WithContext<Organization> {
  const { associations, foundingYear, social } = ctx.facts;
  const association = associations[ctx.locale];
  const origin = ctx.origins[ctx.locale];
  return {
    "@context": schemaContext,
    ...organizationReference(ctx),
    legalName: association.legalName,
    description: ctx.messages.footer.tagline,
    logo: `${origin}/apple-touch-icon.png`,
    image: origin + defaultShareImage.path,
    email: association.email,
    telephone: association.phone,
    foundingDate: String(foundingYear),
    address: postalAddress(association.address),
    sameAs: [social.facebook, social.instagram],
  };
}

/** A process in steps (adoption page: 7 steps, about 14 days). */
export function howToJsonLd(
  ctx: HeadContext,
  page: {
    routeKey: StaticRouteKey;
    name: string;
    description: string;
    totalTime: string;
    steps: readonly { title: string; text: string }[];
  },
): WithContext<HowTo> {
  return {
    "@context": schemaContext,
    "@type": "HowTo",
    name: page.name,
    description: page.description,
    inLanguage: intlLocale[ctx.locale],
    url: absoluteUrl(ctx, ctx.locale, page.routeKey),
    totalTime: page.totalTime,
    step: page.steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.title,
      text: step.text,
    })),
  };
}

/** Donations page: a donate action towards the association. */
export function donateActionJsonLd(ctx: HeadContext, page: { name: string; description: string }): WithContext<DonateAction> {
  return {
    "@context": schemaContext,
    "@type": "DonateAction",
    name: page.name,
    description: page.description,
    recipient: organizationReference(ctx),
    target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(ctx, ctx.locale, "donations") },
  };
}

/** Contact page with the association's contact point. */
export function contactPageJsonLd(ctx: HeadContext, page: { name: string; description: string }): WithContext<ContactPage> {
  const association = ctx.facts.associations[ctx.locale];
  return {
    "@context": schemaContext,
    "@type": "ContactPage",
    name: page.name,
    description: page.description,
    url: absoluteUrl(ctx, ctx.locale, "contact"),
    inLanguage: intlLocale[ctx.locale],
    mainEntity: {
      ...organizationReference(ctx),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: association.email,
        telephone: association.phone,
        availableLanguage: intlLocale[ctx.locale],
      },
    },
  };
}

/** Membership: an offer from 5.00 EUR a month. */
export function membershipOfferJsonLd(ctx: HeadContext, page: { name: string; description: string; price: string }): WithContext<Offer> {
  return {
    "@context": schemaContext,
    "@type": "Offer",
    name: page.name,
    description: page.description,
    url: absoluteUrl(ctx, ctx.locale, "membership"),
    price: page.price,
    priceCurrency: "EUR",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: page.price,
      priceCurrency: "EUR",
      unitCode: "MON",
    },
    offeredBy: organizationReference(ctx),
  };
}

/** A question-and-answer list (FAQ page, membership page). */
export function faqPageJsonLd(
  ctx: HeadContext,
  routeKey: StaticRouteKey,
  items: readonly { question: string; answer: readonly string[] }[],
): WithContext<FAQPage> {
  return {
    "@context": schemaContext,
    "@type": "FAQPage",
    url: absoluteUrl(ctx, ctx.locale, routeKey),
    inLanguage: intlLocale[ctx.locale],
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join("\n\n") },
    })),
  };
}

/** A shelter of the association (Finca Chaos, Residencia Monika). */
export function animalShelterJsonLd(
  ctx: HeadContext,
  shelter: { routeKey: StaticRouteKey; name: string; description: string; site: ShelterSite; image: string },
): WithContext<AnimalShelter> {
  return {
    "@context": schemaContext,
    "@type": "AnimalShelter",
    name: shelter.name,
    description: shelter.description,
    url: absoluteUrl(ctx, ctx.locale, shelter.routeKey),
    image: ctx.origins[ctx.locale] + shelter.image,
    address: postalAddress(shelter.site.address),
    geo: { "@type": "GeoCoordinates", latitude: shelter.site.latitude, longitude: shelter.site.longitude },
    parentOrganization: organizationReference(ctx),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": schemaContext,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The article's image (absolute), or the site's default share image. */
function articleImage(ctx: HeadContext, image: string | null): ImageObject {
  return {
    "@type": "ImageObject",
    url: toAbsoluteUrl(ctx.origins[ctx.locale], image ?? defaultShareImage.path),
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
    "@context": schemaContext,
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

/** A list page's entries (guide list) in their order. */
export function itemListJsonLd(name: string, items: readonly Crumb[]): WithContext<ItemList> {
  return {
    "@context": schemaContext,
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: listItems(items),
  };
}

/** The blog list: the blog with its posts, newest first. */
export function blogJsonLd(
  ctx: HeadContext,
  blog: { name: string; url: string; description: string },
  posts: readonly (Crumb & { datePublished: string })[],
): WithContext<Blog> {
  return {
    "@context": schemaContext,
    "@type": "Blog",
    name: blog.name,
    url: blog.url,
    description: blog.description,
    inLanguage: intlLocale[ctx.locale],
    publisher: { "@id": organizationId(ctx) },
    blogPost: posts.map((post) => ({ "@type": "BlogPosting", headline: post.name, url: post.url, datePublished: post.datePublished })),
  };
}
