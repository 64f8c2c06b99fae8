import { articlePageHead, sectionCrumbs } from "~/features/content/article-head";
import { type HeadContext, type PageHeadInput, absoluteUrl } from "~/features/seo/page-head";
import { breadcrumbJsonLd, itemListJsonLd } from "~/features/seo/structured-data";
import type { GuideSummary, GuideView } from "./guides";
import { guideMessages } from "./messages";

const guideCrumbs = (ctx: HeadContext) => sectionCrumbs(ctx, "guides", guideMessages[ctx.locale].heading);

/** Guide list: the frame's title and description; structured data once the guides are there. */
export function guideListHead(ctx: HeadContext, guides: readonly GuideSummary[] | undefined): PageHeadInput {
  return {
    ...ctx.messages.pages.guides,
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

/** A guide: its title with the section's name, meta description, article structured data. */
export function guideHead(ctx: HeadContext, guide: GuideView): PageHeadInput {
  return articlePageHead(ctx, {
    routeKey: "guideDetail",
    schemaType: "Article",
    title: guideMessages[ctx.locale].guideTitle(guide.title),
    item: guide,
    description: guide.description,
    datePublished: guide.createdAt,
    dateModified: guide.updatedAt,
    parents: guideCrumbs(ctx),
  });
}
