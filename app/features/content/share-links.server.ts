import type { AppLoadContext } from "react-router";
import { localizedPath } from "~/i18n/route-table";
import { type ShareLinks, shareLinks } from "./share-links";

/** The share block's links of a post's or guide's public page, made by its loader (the public page and its preview). */
export function articleShareLinks(
  context: Pick<AppLoadContext, "locale" | "origins">,
  routeKey: "blogPost" | "guideDetail",
  article: { slug: string; title: string },
): ShareLinks {
  const url = context.origins[context.locale] + localizedPath(routeKey, context.locale, { slug: article.slug });
  return shareLinks(url, article.title);
}
