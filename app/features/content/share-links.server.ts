import type { AppLoadContext } from "react-router";
import { absoluteUrl } from "~/features/seo/page-head";
import { type ShareLinks, shareLinks } from "./share-links";

/** The share block's links of a post's or guide's public page, made by its loader (the public page and its preview). */
export function articleShareLinks(
  context: Pick<AppLoadContext, "locale" | "origins">,
  routeKey: "blogPost" | "guideDetail",
  article: { slug: string; title: string },
): ShareLinks {
  return shareLinks(absoluteUrl(context, context.locale, routeKey, { slug: article.slug }), article.title);
}
