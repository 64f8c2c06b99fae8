import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  // The editors' workspace is no part of the public site: never crawled.
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "",
    `Sitemap: ${context.origins[context.locale]}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
