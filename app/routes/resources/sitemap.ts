import type { LoaderFunctionArgs } from "react-router";
import { listedDogs } from "~/features/dogs/list";
import { dogSitemapEntries } from "~/features/dogs/sitemap";
import { loadDogList } from "~/features/dogs/source.server";
import { renderSitemap, staticSitemapEntries } from "~/features/seo/sitemap";

export async function loader({ context }: LoaderFunctionArgs) {
  const { dogs } = await loadDogList();
  const xml = renderSitemap(context.locale, context.origins, [...staticSitemapEntries(), ...dogSitemapEntries(listedDogs(dogs))]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
