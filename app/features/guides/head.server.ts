import { articlePageHead, sectionCrumbs } from "~/features/content/article-head.server";
import { type HeadContext, type PageHeadInput, absoluteUrl } from "~/features/seo/page-head";
import { breadcrumbJsonLd, itemListJsonLd } from "~/features/seo/structured-data";
import { format } from "~/i18n/format";
import type { ContentFields } from "~/features/content/localized";
import type { GuideView } from "./guides";
import { guideServerTexts } from "./texts";

/** Guide list: the frame's title and description, the guides as an item list. */
export function guideListHead(ctx: HeadContext, guides: readonly ContentFields[]): PageHeadInput {
  return {
    ...ctx.messages.pages.guides,
    routeKey: "guides",
    jsonLd: [
      itemListJsonLd(
        ctx.messages.contentSections.guides.heading,
        guides.map((guide) => ({ name: guide.title, url: absoluteUrl(ctx, ctx.locale, "guideDetail", { slug: guide.slug }) })),
      ),
      breadcrumbJsonLd(sectionCrumbs(ctx, "guides")),
    ],
  };
}

/** A guide: its title with the section's name, meta description, article structured data. */
export function guideHead(ctx: HeadContext, guide: GuideView): PageHeadInput {
  return articlePageHead(ctx, {
    routeKey: "guideDetail",
    schemaType: "Article",
    title: format(guideServerTexts[ctx.locale].guideTitle, { title: guide.title }),
    item: guide,
    description: guide.description,
    datePublished: guide.createdAt,
    dateModified: guide.updatedAt,
    parents: sectionCrumbs(ctx, "guides"),
  });
}
