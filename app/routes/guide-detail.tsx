import { type ClientLoaderFunctionArgs, useLoaderData } from "react-router";
import { foundOrNotFound } from "~/features/content/found-or-not-found";
import { slugParams } from "~/features/content/localized";
import { AwaitServerData, serverDataOrPending } from "~/features/content/pending-data";
import { loaderHeadOrTitle } from "~/features/content/pending-head";
import { GuideArticle, GuideSkeleton } from "~/features/guides/guide-article";
import { loadGuide } from "~/features/guides/guides.server";
import { guideHead } from "~/features/guides/head.server";
import { headFor } from "~/features/seo/route-head.server";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/guide-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  const guide = await foundOrNotFound(loadGuide(context.locale, params.slug ?? ""), context.logger, "guide");
  return {
    guide,
    alternateParams: slugParams(guide.slugs),
    head: headFor(context, (ctx) => guideHead(ctx, guide)),
    texts: textsFor(context.locale, "guides", "content"),
  };
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => serverDataOrPending<typeof loader>(args);

export const meta: Route.MetaFunction = loaderHeadOrTitle("guideDetail");

export default function GuideDetailPage() {
  const data = useLoaderData<typeof clientLoader>();
  return (
    <AwaitServerData data={data} skeleton={<GuideSkeleton />}>
      {({ guide }) => <GuideArticle guide={guide} />}
    </AwaitServerData>
  );
}
