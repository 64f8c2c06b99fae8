import { type ClientLoaderFunctionArgs, useLoaderData } from "react-router";
import { CardSkeletons } from "~/features/content/card-skeletons";
import { EAGER_CARD_IMAGES, ListPage } from "~/features/content/list-page";
import { serverDataOrPending, settled } from "~/features/content/pending-data";
import { GuideCard } from "~/features/guides/guide-card";
import { loadGuideList } from "~/features/guides/guides.server";
import { guideListHead } from "~/features/guides/head";
import { guideMessages } from "~/features/guides/messages";
import { routeHead } from "~/features/seo/route-head";
import { useTranslations } from "~/i18n/hooks";
import type { Route } from "./+types/guides";

export async function loader({ context }: Route.LoaderArgs) {
  // A failed read shows the empty list (spec 2 §7), logged as an error.
  const guides = await loadGuideList(context.locale).catch((error: unknown) => {
    context.logger.error({ err: error }, "guides could not be read");
    return [];
  });
  return { guides };
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => serverDataOrPending<typeof loader>(args);

export const meta: Route.MetaFunction = routeHead<Route.MetaArgs>(({ loaderData }, ctx) => guideListHead(ctx, settled(loaderData)?.guides));

export default function GuidesPage() {
  const data = useLoaderData<typeof clientLoader>();
  const t = useTranslations(guideMessages);
  return (
    <ListPage
      heading={t.heading}
      intro={t.intro}
      data={data}
      items={({ guides }) => guides}
      skeleton={<CardSkeletons count={6} label={t.loadingList} testId="guide-skeleton" />}
      empty={t.empty}
    >
      {(guide, index) => <GuideCard key={guide.slug} guide={guide} eagerImage={index < EAGER_CARD_IMAGES} />}
    </ListPage>
  );
}
