import type { LoaderFunctionArgs } from "react-router";
import { loadContentSitemapEntries } from "~/features/content/sitemap.server";
import { renderSitemap, staticSitemapEntries } from "~/features/seo/sitemap";

export async function loader({ context }: LoaderFunctionArgs) {
  const entries = [...staticSitemapEntries(), ...(await loadContentSitemapEntries())];
  const xml = renderSitemap(context.locale, context.origins, entries);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
