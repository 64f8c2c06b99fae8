import { siteConfig } from "~/config/site";
import { AboutPage } from "~/features/pages/about/about-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/about";
import { heroAboutImage } from "~/features/pages/shared/images.server";

export function loader({ context }: Route.LoaderArgs) {
  return {
    team: siteConfig.team.map(({ name, position, photo }) => ({ name, position: position[context.locale], photo })),
    images: { hero: heroAboutImage },
    head: staticHeadFor(context, "about"),
    texts: textsFor(context.locale, "about"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage team={loaderData.team} images={loaderData.images} texts={loaderData.texts} />;
}
