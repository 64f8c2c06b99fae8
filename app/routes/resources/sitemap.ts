import type { Route } from "./+types/sitemap";
import { renderSitemap, staticSitemapEntries } from "~/features/seo/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const xml = renderSitemap(context.locale, context.origins, staticSitemapEntries());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
