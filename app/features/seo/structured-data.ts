import type {
  AnimalShelter,
  ContactPage,
  DonateAction,
  FAQPage,
  HowTo,
  NGO,
  NGOLeaf,
  Offer,
  PostalAddress,
  WebSite,
  WithContext,
} from "schema-dts";
import { type Address, type ShelterSite, siteConfig } from "~/config/site";
import { intlLocale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { type StaticRouteKey, localizedPath } from "~/i18n/route-table";
import { type HeadContext, absoluteUrl } from "./page-head";

/**
 * schema.org objects of the static pages (spec 2 §2), typed with schema-dts so
 * a wrong property or type fails the type check. Every builder returns a
 * top-level object with its @context, ready for `pageHead({ jsonLd })`.
 */

const context = "https://schema.org" as const;

/** The dogs the home page lists in its structured data (the first 20 of the list). */
export interface JsonLdDog {
  name: string;
  slug: string;
  image?: string;
}

export const HOME_JSON_LD_DOG_LIMIT = 20;

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

function organizationId(ctx: HeadContext) {
  return `${ctx.origins[ctx.locale]}/#organization`;
}

/** The association of this language, as referenced from other objects. */
function organizationReference(ctx: HeadContext): NGOLeaf {
  const association = siteConfig.associations[ctx.locale];
  return { "@type": "NGO", "@id": organizationId(ctx), name: association.legalName, url: `${ctx.origins[ctx.locale]}/` };
}

/** The association of this language with its contact data (home page). */
export function organizationJsonLd(ctx: HeadContext): WithContext<NGO> {
  const association = siteConfig.associations[ctx.locale];
  const origin = ctx.origins[ctx.locale];
  return {
    "@context": context,
    ...organizationReference(ctx),
    alternateName: messages[ctx.locale].siteName,
    description: messages[ctx.locale].footer.tagline,
    logo: `${origin}/apple-touch-icon.png`,
    image: `${origin}/og-default.png`,
    email: association.email,
    telephone: association.phone,
    foundingDate: String(siteConfig.foundingYear),
    address: postalAddress(association.address),
    sameAs: [siteConfig.social.facebook, siteConfig.social.instagram],
  };
}

/** The website; with dogs, its main entity lists the first 20 of them. */
export function websiteJsonLd(ctx: HeadContext, dogs: readonly JsonLdDog[] = []): WithContext<WebSite> {
  const origin = ctx.origins[ctx.locale];
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: messages[ctx.locale].siteName,
    url: `${origin}/`,
    inLanguage: intlLocale[ctx.locale],
    publisher: { "@id": organizationId(ctx) },
    ...(dogs.length > 0
      ? {
          mainEntity: {
            "@type": "ItemList",
            numberOfItems: Math.min(dogs.length, HOME_JSON_LD_DOG_LIMIT),
            itemListElement: dogs.slice(0, HOME_JSON_LD_DOG_LIMIT).map((dog, index) => ({
              "@type": "ListItem",
              position: index + 1,
              name: dog.name,
              url: origin + localizedPath("dogDetail", ctx.locale, { slug: dog.slug }),
              ...(dog.image ? { image: dog.image } : {}),
            })),
          },
        }
      : {}),
  };
}

/** Home: organisation and website (spec 2 §2 "Home"). */
export function homeJsonLd(ctx: HeadContext, dogs?: readonly JsonLdDog[]) {
  return [organizationJsonLd(ctx), websiteJsonLd(ctx, dogs)];
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
  const url = absoluteUrl(ctx, ctx.locale, page.routeKey);
  return {
    "@context": context,
    "@type": "HowTo",
    name: page.name,
    description: page.description,
    inLanguage: intlLocale[ctx.locale],
    url,
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
    "@context": context,
    "@type": "DonateAction",
    name: page.name,
    description: page.description,
    recipient: organizationReference(ctx),
    target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(ctx, ctx.locale, "donations") },
  };
}

/** Contact page with the association's contact point. */
export function contactPageJsonLd(ctx: HeadContext, page: { name: string; description: string }): WithContext<ContactPage> {
  const association = siteConfig.associations[ctx.locale];
  return {
    "@context": context,
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
    "@context": context,
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
    "@context": context,
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
    "@context": context,
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
