import { ListPage } from "~/features/content/list-page";
import { GuideCard } from "~/features/guides/guide-card";
import { loadGuideList } from "~/features/guides/guides.server";
import { guideListHead } from "~/features/guides/head.server";
import { loaderHead } from "~/features/seo/route-head";
import { headFor } from "~/features/seo/route-head.server";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/list-route";

export async function loader({ context }: Route.LoaderArgs) {
  // A failed read shows the empty list, logged as an error.
  const guides = await loadGuideList(context.locale).catch((error: unknown) => {
    context.logger.error({ err: error }, "guides could not be read");
    return [];
  });
  return { guides, head: headFor(context, (ctx) => guideListHead(ctx, guides)), texts: textsFor(context.locale, "guides") };
}

export const meta: Route.MetaFunction = loaderHead;

export default function GuidesPage({ loaderData }: Route.ComponentProps) {
  const { guides, texts } = loaderData;
  return (
    <ListPage section="guides" items={guides} texts={texts.guides}>
      {(guide) => <GuideCard key={guide.slug} guide={guide} texts={texts.guides} />}
    </ListPage>
  );
}
