import { loadContentSitemapEntries } from "~/features/content/sitemap.server";
import { listedDogs } from "~/features/dogs/list";
import { dogSitemapEntries } from "~/features/dogs/sitemap";
import { loadDogList } from "~/features/dogs/source.server";
import { renderSitemap, staticSitemapEntries } from "~/features/seo/sitemap";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const [{ dogs }, contentEntries] = await Promise.all([loadDogList(), loadContentSitemapEntries()]);
  const entries = [...staticSitemapEntries(), ...dogSitemapEntries(listedDogs(dogs)), ...contentEntries];
  const xml = renderSitemap(context.locale, context.origins, entries);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
