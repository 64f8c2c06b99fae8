import { AboutPage } from "~/features/pages/about/about-page";
import { teamMemberPortrait } from "~/features/pages/shared/portraits";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { teamPhotoUrl } from "~/features/team/photo";
import { currentTeam } from "~/features/team/store.server";
import { format } from "~/i18n/format";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/route";
import { heroAboutImage } from "~/features/pages/shared/images.server";

export function loader({ context }: Route.LoaderArgs) {
  const texts = textsFor(context.locale, "about");
  return {
    team: currentTeam().map(({ id, name, positionDe, positionEs, image }) => ({
      id,
      name,
      position: context.locale === "de" ? positionDe : positionEs,
      portrait: teamMemberPortrait(teamPhotoUrl(image), format(texts.about.team.photoAlt, { name })),
    })),
    images: { hero: heroAboutImage },
    head: staticHeadFor(context, "about"),
    texts,
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage team={loaderData.team} images={loaderData.images} texts={loaderData.texts} />;
}
