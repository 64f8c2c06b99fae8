import { articleJsonLd, breadcrumbJsonLd, itemListJsonLd, organizationJsonLd } from "~/features/content/structured-data";
import { type HeadContext, type PageHeadInput, absoluteUrl, truncate } from "~/features/seo/page-head";
import { messages } from "~/i18n/messages";
import type { GuideSummary, GuideView } from "./guides";
import { guideMessages } from "./messages";

const META_DESCRIPTION_MAX = 160;

function guideCrumbs(ctx: HeadContext) {
  return [
    { name: messages[ctx.locale].nav.home, url: absoluteUrl(ctx, ctx.locale, "home") },
    { name: guideMessages[ctx.locale].heading, url: absoluteUrl(ctx, ctx.locale, "guides") },
  ];
}

/** Guide list: the frame's title and description; structured data once the guides are there. */
export function guideListHead(ctx: HeadContext, guides: readonly GuideSummary[] | undefined): PageHeadInput {
  return {
    ...messages[ctx.locale].pages.guides,
    routeKey: "guides",
    jsonLd: guides && [
      itemListJsonLd(
        guideMessages[ctx.locale].heading,
        guides.map((guide) => ({ name: guide.title, url: absoluteUrl(ctx, ctx.locale, "guideDetail", { slug: guide.slug }) })),
      ),
      breadcrumbJsonLd(guideCrumbs(ctx)),
    ],
  };
}

/** A guide: its title, meta description, image, hreflang to the other language's slug; article, organisation and breadcrumbs. */
export function guideHead(ctx: HeadContext, guide: GuideView): PageHeadInput {
  const url = absoluteUrl(ctx, ctx.locale, "guideDetail", { slug: guide.slug });
  const description = truncate(guide.description, META_DESCRIPTION_MAX);
  return {
    title: guideMessages[ctx.locale].guideTitle(guide.title),
    description,
    routeKey: "guideDetail",
    params: { de: { slug: guide.slugs.de }, es: { slug: guide.slugs.es } },
    image: guide.image ?? undefined,
    imageAlt: guide.image ? guide.title : undefined,
    ogType: "article",
    jsonLd: [
      articleJsonLd(ctx, {
        url,
        title: guide.title,
        description,
        image: guide.image,
        category: guide.category,
        datePublished: guide.createdAt,
        dateModified: guide.updatedAt,
      }),
      organizationJsonLd(ctx),
      breadcrumbJsonLd([...guideCrumbs(ctx), { name: guide.title, url }]),
    ],
  };
}
