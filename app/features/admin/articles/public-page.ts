import type { Locale } from "~/i18n/locales";
import { localizedPath } from "~/i18n/route-table";
import type { ArticleKind } from "./fields";

/**
 * Where visitors find a post or guide: its page on the site of `locale` (the workspace's language), at the
 * configured origin. Only a published item has one (a draft's address answers "not found").
 */
export function articlePublicPage(
  kind: ArticleKind,
  item: { status: string; slugDe: string; slugEs: string },
  locale: Locale,
  origins: Record<Locale, string>,
): string | null {
  if (item.status !== "published") return null;
  const slug = locale === "de" ? item.slugDe : item.slugEs;
  return origins[locale] + localizedPath(kind === "post" ? "blogPost" : "guideDetail", locale, { slug });
}
