import { type ClientLoaderFunctionArgs, useLoaderData } from "react-router";
import { foundOrNotFound } from "~/features/content/found-or-not-found";
import { AwaitServerData, serverDataOrPending, settled } from "~/features/content/pending-data";
import { GuideArticle, GuideSkeleton } from "~/features/guides/guide-article";
import { loadGuide } from "~/features/guides/guides.server";
import { guideHead } from "~/features/guides/head";
import { routeHead } from "~/features/seo/route-head";
import type { Route } from "./+types/guide-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  const guide = await foundOrNotFound(loadGuide(context.locale, params.slug ?? ""), context.logger, "guide");
  return { guide, alternateParams: { de: { slug: guide.slugs.de }, es: { slug: guide.slugs.es } } };
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => serverDataOrPending<typeof loader>(args);

export const meta: Route.MetaFunction = routeHead<Route.MetaArgs>(({ loaderData, params }, ctx) => {
  const guide = settled(loaderData)?.guide;
  return guide
    ? guideHead(ctx, guide)
    : { ...ctx.messages.pages.guideDetail, routeKey: "guideDetail", params: { [ctx.locale]: { slug: params.slug ?? "" } } };
});

export default function GuideDetailPage() {
  const data = useLoaderData<typeof clientLoader>();
  return (
    <AwaitServerData data={data} skeleton={<GuideSkeleton />}>
      {({ guide }) => <GuideArticle guide={guide} />}
    </AwaitServerData>
  );
}
