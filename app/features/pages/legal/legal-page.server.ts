import { sanitizeAnchoredHtml } from "~/features/content/sanitize.server";
import type { Locale } from "~/i18n/locales";
import { pageTextsGeneration, savedPage } from "~/platform/page-texts/store.server";
import { siteSettings } from "~/platform/settings/current";
import { factPlaceholders } from "~/platform/settings/display.server";
import { imprintTexts } from "./imprint-texts";
import { fillPlaceholders, legalSectionsHtml } from "./legal-html";
import { privacyTexts } from "./privacy-texts";

export type LegalPageKey = "imprint" | "privacy";

const sections = { imprint: imprintTexts, privacy: privacyTexts };

/** A legal text as its editors change it: its newest saved version, else the first version written from the code's sections. */
export function legalPageSource(key: LegalPageKey, locale: Locale): string {
  const saved = savedPage(key)?.[locale === "de" ? "contentDe" : "contentEs"];
  return saved ?? legalSectionsHtml(sections[key][locale].sections);
}

const shown = new Map<string, { generation: number; settings: object; html: string }>();

/**
 * A legal text as the page shows it: sanitised, with the association's facts from the settings filled in (escaped),
 * kept until the texts or the settings change.
 */
export function legalPageHtml(key: LegalPageKey, locale: Locale): string {
  const cacheKey = `${key}\n${locale}`;
  const settings = siteSettings();
  const kept = shown.get(cacheKey);
  if (kept?.generation === pageTextsGeneration() && kept.settings === settings) return kept.html;
  const html = fillPlaceholders(sanitizeAnchoredHtml(legalPageSource(key, locale)), factPlaceholders(settings));
  shown.set(cacheKey, { generation: pageTextsGeneration(), settings, html });
  return html;
}
