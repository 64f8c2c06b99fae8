import { PRIVACY_VIDEO_ANCHOR } from "~/features/pages/legal/anchors";
import { type Locale, locales } from "~/i18n/locales";
import { placeholdersOf, textLeaves } from "~/i18n/text-changes";
import { catalogues } from "~/i18n/texts.server";
import type { PageVersion } from "~/platform/page-texts/store.server";
import { type EditablePage, editablePages, notEditable } from "./editable-pages";

/** One text of a page in one language: its form name (`de:about.hero.title`) and what the code says. */
export interface PageTextField {
  name: string;
  locale: Locale;
  /** `catalogue.path`, as stored. */
  key: string;
  code: string;
}

export type PageFieldError =
  { code: "required" | "tooLong" } | { code: "placeholders"; placeholders: string } | { code: "anchor"; anchor: string };

const MAX_TEXT = 5000;
const MAX_RICH_TEXT = 500_000;

/** Every text of a page in the order the page shows them, German then Spanish. */
export function pageTextFields(page: EditablePage): PageTextField[] {
  const definition = editablePages[page];
  if (!("catalogues" in definition)) return [];
  return locales.flatMap((locale) =>
    definition.catalogues.flatMap((catalogue) =>
      textLeaves(catalogues[catalogue][locale], (path) => notEditable(`${catalogue}.${path}`)).map(([path, code]) => ({
        name: `${locale}:${catalogue}.${path}`,
        locale,
        key: `${catalogue}.${path}`,
        code,
      })),
    ),
  );
}

export type ParsedPage = { ok: true; data: PageVersion } | { ok: false; errors: Record<string, PageFieldError> };

/**
 * A page's form as its next version: every text checked (filled, not too long, with the code's placeholders, e.g.
 * `{count}`), and only what differs from the code kept, so that a later correction of the code's text reaches every
 * text an editor never changed. The imprint and the privacy policy are one rich text per language (`contentDe`,
 * `contentEs`); the privacy policy keeps its `#youtube` section, which the Finca Chaos page links to.
 */
export function parsePageForm(page: EditablePage, written: Readonly<Record<string, string | undefined>>): ParsedPage {
  const errors: Record<string, PageFieldError> = {};
  if ("richText" in editablePages[page]) {
    const data: PageVersion = {};
    for (const name of ["contentDe", "contentEs"] as const) {
      const html = (written[name] ?? "").trim();
      if (html === "") errors[name] = { code: "required" };
      else if (html.length > MAX_RICH_TEXT) errors[name] = { code: "tooLong" };
      else if (page === "privacy" && !new RegExp(`id=["']${PRIVACY_VIDEO_ANCHOR}["']`).test(html)) {
        errors[name] = { code: "anchor", anchor: PRIVACY_VIDEO_ANCHOR };
      } else data[name] = html;
    }
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data };
  }
  const texts: Partial<Record<Locale, Record<string, string>>> = {};
  for (const field of pageTextFields(page)) {
    const text = (written[field.name] ?? field.code).trim();
    const kept = placeholdersOf(field.code);
    if (text === "") errors[field.name] = { code: "required" };
    else if (text.length > MAX_TEXT) errors[field.name] = { code: "tooLong" };
    else if (placeholdersOf(text).join() !== kept.join()) {
      errors[field.name] = { code: "placeholders", placeholders: kept.map((name) => `{${name}}`).join(", ") };
    } else if (text !== field.code) (texts[field.locale] ??= {})[field.key] = text;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: { texts } };
}
