import type { SitemapEntry } from "~/features/seo/sitemap";
import { locales } from "~/i18n/locales";
import { localizedPath } from "~/i18n/route-table";
import { hasOwnPage } from "./slug";
import type { DogSummary } from "./types";

/** Every listed dog's page, in both languages (the slug is the same in both); a dog without a page of its own is left out. */
export function dogSitemapEntries(dogs: readonly Pick<DogSummary, "slug">[]): SitemapEntry[] {
  return dogs.filter(hasOwnPage).map((dog) => ({
    paths: Object.fromEntries(locales.map((locale) => [locale, localizedPath("dogDetail", locale, { slug: dog.slug })])),
  }));
}
