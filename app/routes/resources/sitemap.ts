import type { LoaderFunctionArgs } from "react-router";
import { renderSitemap, staticSitemapEntries } from "~/features/seo/sitemap";

export async function loader({ context }: LoaderFunctionArgs) {
  const xml = renderSitemap(context.locale, context.origins, staticSitemapEntries());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
