import { db } from "~/db/db.server";
import { HomePage } from "~/features/pages/home/home-page";
import { loadFeaturedGuides } from "~/features/pages/home/featured-guides.server";
import { staticPageHead } from "~/features/seo/route-head";
import { homeJsonLd } from "~/features/seo/structured-data";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const featuredGuides = await db()
    .then((database) => loadFeaturedGuides(database, context.locale))
    .catch((error: unknown) => {
      // The home page stays up without its guide teasers.
      context.logger.error({ err: error }, "featured guides unavailable");
      return [];
    });
  return { featuredGuides };
}

export const meta = staticPageHead("home", (ctx) => ({ jsonLd: homeJsonLd(ctx) }));

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage featuredGuides={loaderData.featuredGuides} />;
}
