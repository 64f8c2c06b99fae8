import { siteSettings } from "~/platform/settings/current";
import { FincaChaosPage } from "~/features/pages/shelters/finca-chaos-page";
import { shelterHead } from "~/features/pages/shelters/shelter-head.server";
import { loaderHead } from "~/features/seo/route-head";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/finca-chaos-route";
import { fincaChaosSitePlanImage, heroFincaChaosImage, videoPosterImage } from "~/features/pages/shared/images.server";

export { formAction as action } from "~/features/forms/route-action.server";
export { formClientAction as clientAction } from "~/features/forms/client-action";

export function loader({ context }: Route.LoaderArgs) {
  return {
    videos: siteSettings().fincaChaosVideos.map(({ youtubeId, title }) => ({ youtubeId, title: title[context.locale] })),
    images: { hero: heroFincaChaosImage, sitePlan: fincaChaosSitePlanImage, videoPoster: videoPosterImage },
    head: shelterHead(context, "fincaChaos"),
    texts: textsFor(context.locale, "fincaChaos", "sharedPage"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function FincaChaosRoute({ loaderData }: Route.ComponentProps) {
  return <FincaChaosPage videos={loaderData.videos} images={loaderData.images} texts={loaderData.texts} />;
}
