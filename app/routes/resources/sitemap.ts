import type { Route } from "./+types/sitemap";
import { allBlogPostRows } from "~/features/blog/posts.server";
import { contentSitemapEntries } from "~/features/content/sitemap-entries";
import { listedDogs } from "~/features/dogs/list";
import { dogSitemapEntries } from "~/features/dogs/sitemap";
import { loadDogList } from "~/features/dogs/source.server";
import { allGuideRows } from "~/features/guides/guides.server";
import { renderSitemap, staticSitemapEntries } from "~/features/seo/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const [{ dogs }, posts, guides] = await Promise.all([loadDogList(), allBlogPostRows(), allGuideRows()]);
  const entries = [...staticSitemapEntries(), ...dogSitemapEntries(listedDogs(dogs)), ...contentSitemapEntries(posts, guides)];
  const xml = renderSitemap(context.locale, context.origins, entries);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
