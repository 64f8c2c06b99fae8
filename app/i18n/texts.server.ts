import { adoptionMessages } from "~/features/adoption/messages";
import { blogMessages } from "~/features/blog/messages";
import { contentMessages } from "~/features/content/messages";
import { dogMessages } from "~/features/dogs/messages";
import { guideMessages } from "~/features/guides/messages";
import { aboutContent } from "~/features/pages/about/content";
import { adoptionContent } from "~/features/pages/adoption/content";
import { contactContent } from "~/features/pages/contact/content";
import { donationsContent } from "~/features/pages/donations/content";
import { faqAnchors } from "~/features/pages/faq/anchors";
import { faqContent } from "~/features/pages/faq/content";
import { fosterHomeContent } from "~/features/pages/foster-home/content";
import { homeContent } from "~/features/pages/home/content";
import { hospiceContent } from "~/features/pages/hospice/content";
import { imprintContent } from "~/features/pages/legal/imprint-content";
import { privacyContent } from "~/features/pages/legal/privacy-content";
import { membershipContent } from "~/features/pages/membership/content";
import { sharedPageMessages } from "~/features/pages/shared/messages";
import { fincaChaosContent } from "~/features/pages/shelters/finca-chaos-content";
import { residenciaMonikaContent } from "~/features/pages/shelters/residencia-monika-content";
import type { PlainMessages } from "./format";
import type { Locale } from "./locales";
import type { TextsName, TextsOf } from "./texts";

/**
 * Every catalogue a page may send as loader data, by name (`useTexts(name)` in
 * texts.ts knows their types from here). Plain data only: the texts travel as
 * loader data (a function would not survive serialisation).
 */
export const catalogues = {
  about: aboutContent,
  adoption: adoptionMessages,
  adoptionPage: adoptionContent,
  blog: blogMessages,
  contact: contactContent,
  content: contentMessages,
  dogs: dogMessages,
  donations: donationsContent,
  faq: faqContent,
  faqAnchors,
  fincaChaos: fincaChaosContent,
  fosterHome: fosterHomeContent,
  guides: guideMessages,
  home: homeContent,
  hospice: hospiceContent,
  imprint: imprintContent,
  membership: membershipContent,
  privacy: privacyContent,
  residenciaMonika: residenciaMonikaContent,
  sharedPage: sharedPageMessages,
} satisfies Record<string, Record<Locale, PlainMessages>>;

/** The named catalogues in `locale`, for a loader's `texts` (read in components with `useTexts`). */
export function textsFor<N extends TextsName>(locale: Locale, ...names: N[]): TextsOf<N> {
  return Object.fromEntries(names.map((name) => [name, catalogues[name][locale]])) as TextsOf<N>;
}
