import type { WebSite, WithContext } from "schema-dts";
import type { JsonLdDog } from "~/features/dogs/showcase";
import { hasOwnPage } from "~/features/dogs/slug";
import { type HeadContext, absoluteUrl } from "~/features/seo/page-head";
import { listItems, organizationId, organizationJsonLd, schemaContext } from "~/features/seo/structured-data";
import { intlLocale } from "~/i18n/locales";

const HOME_JSON_LD_DOG_LIMIT = 20;

/** The website; with dogs, its main entity lists the first 20 of them that have a page of their own. */
export function websiteJsonLd(ctx: HeadContext, dogs: readonly JsonLdDog[] = []): WithContext<WebSite> {
  const origin = ctx.origins[ctx.locale];
  const listed = dogs.filter(hasOwnPage).slice(0, HOME_JSON_LD_DOG_LIMIT);
  return {
    "@context": schemaContext,
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: ctx.messages.siteName,
    url: `${origin}/`,
    inLanguage: intlLocale[ctx.locale],
    publisher: { "@id": organizationId(ctx) },
    ...(listed.length > 0
      ? {
          mainEntity: {
            "@type": "ItemList",
            numberOfItems: listed.length,
            itemListElement: listItems(
              listed.map((dog) => ({ ...dog, url: absoluteUrl(ctx, ctx.locale, "dogDetail", { slug: dog.slug }) })),
            ),
          },
        }
      : {}),
  };
}

/** Home: organisation and website. */
export function homeJsonLd(ctx: HeadContext, dogs?: readonly JsonLdDog[]) {
  return [organizationJsonLd(ctx), websiteJsonLd(ctx, dogs)];
}
