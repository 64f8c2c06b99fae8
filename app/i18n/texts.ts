import { useMatches } from "react-router";
import type { adoptionMessages } from "~/features/adoption/messages";
import type { blogMessages } from "~/features/blog/messages";
import type { contentMessages } from "~/features/content/messages";
import type { dogMessages } from "~/features/dogs/messages";
import type { guideMessages } from "~/features/guides/messages";
import type { aboutContent } from "~/features/pages/about/content";
import type { adoptionContent } from "~/features/pages/adoption/content";
import type { contactContent } from "~/features/pages/contact/content";
import type { donationsContent } from "~/features/pages/donations/content";
import type { faqAnchors } from "~/features/pages/faq/anchors";
import type { faqContent } from "~/features/pages/faq/content";
import type { fosterHomeContent } from "~/features/pages/foster-home/content";
import type { homeContent } from "~/features/pages/home/content";
import type { hospiceContent } from "~/features/pages/hospice/content";
import type { imprintContent } from "~/features/pages/legal/imprint-content";
import type { privacyContent } from "~/features/pages/legal/privacy-content";
import type { membershipContent } from "~/features/pages/membership/content";
import type { sharedPageMessages } from "~/features/pages/shared/messages";
import type { fincaChaosContent } from "~/features/pages/shelters/finca-chaos-content";
import type { residenciaMonikaContent } from "~/features/pages/shelters/residencia-monika-content";
import type { Locale } from "./locales";

/**
 * The feature catalogues (`{ de, es }`) whose texts reach the browser as
 * loader data, only in the page's language, instead of as script holding both
 * languages (docs/decisions/0009-texts-as-loader-data.md). Only their types
 * are imported here; the values stay on the server (texts.server.ts).
 */
export interface TextCatalogues {
  about: typeof aboutContent;
  adoption: typeof adoptionMessages;
  adoptionPage: typeof adoptionContent;
  blog: typeof blogMessages;
  contact: typeof contactContent;
  content: typeof contentMessages;
  dogs: typeof dogMessages;
  donations: typeof donationsContent;
  faq: typeof faqContent;
  faqAnchors: typeof faqAnchors;
  fincaChaos: typeof fincaChaosContent;
  fosterHome: typeof fosterHomeContent;
  guides: typeof guideMessages;
  home: typeof homeContent;
  hospice: typeof hospiceContent;
  imprint: typeof imprintContent;
  membership: typeof membershipContent;
  privacy: typeof privacyContent;
  residenciaMonika: typeof residenciaMonikaContent;
  sharedPage: typeof sharedPageMessages;
}

export type TextsName = keyof TextCatalogues;

/** A catalogue's texts in one language. */
export type Texts<N extends TextsName> = TextCatalogues[N][Locale];

/** What a loader returns under `texts`: the named catalogues in the page's language. */
export type TextsOf<N extends TextsName> = { [K in N]: Texts<K> };

/**
 * A catalogue's texts in the page's language, from the loader data of the
 * matched routes (deepest first). The page's loader names them with
 * `textsFor` (texts.server.ts); a page that forgot one fails loudly.
 */
export function useTexts<N extends TextsName>(name: N): Texts<N> {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const texts = (matches[index]?.loaderData as { texts?: Partial<TextsOf<TextsName>> } | undefined)?.texts;
    const found = texts?.[name];
    if (found) return found as Texts<N>;
  }
  throw new Error(`The texts "${name}" are not in this page's loader data: add them to its loader's textsFor().`);
}
