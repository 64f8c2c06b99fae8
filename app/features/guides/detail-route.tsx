import { foundOrNotFound } from "~/features/content/found-or-not-found";
import { articleShareLinks } from "~/features/content/share-links.server";
import { GuideArticle } from "~/features/guides/guide-article";
import { loadGuide } from "~/features/guides/guides.server";
import { guideHead } from "~/features/guides/head.server";
import { loaderHead } from "~/features/seo/route-head";
import { headFor } from "~/features/seo/route-head.server";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/detail-route";

export async function loader({ params, context }: Route.LoaderArgs) {
  const guide = await foundOrNotFound(loadGuide(context.locale, params.slug ?? ""), context.logger, "guide");
  return {
    guide,
    share: articleShareLinks(context, "guideDetail", guide),
    head: headFor(context, (ctx) => guideHead(ctx, guide)),
    texts: textsFor(context.locale, "guides", "content"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function GuideDetailPage({ loaderData }: Route.ComponentProps) {
  return <GuideArticle guide={loaderData.guide} share={loaderData.share} texts={loaderData.texts} />;
}
