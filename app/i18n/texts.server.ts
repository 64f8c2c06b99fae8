import { adoptionTexts } from "~/features/adoption/texts";
import { alertFormTexts, alertLinkTexts } from "~/features/alerts/texts";
import { blogTexts } from "~/features/blog/texts";
import { contentTexts } from "~/features/content/texts";
import { dogDetailTexts, dogTexts } from "~/features/dogs/texts";
import { favouritesTexts } from "~/features/favourites/texts";
import { guideTexts } from "~/features/guides/texts";
import { aboutTexts } from "~/features/pages/about/texts";
import { adoptionPageTexts } from "~/features/pages/adoption/texts";
import { contactTexts } from "~/features/pages/contact/texts";
import { donationsTexts } from "~/features/pages/donations/texts";
import { faqAnchorTexts } from "~/features/pages/faq/anchor-texts";
import { faqTexts } from "~/features/pages/faq/texts";
import { fosterHomeTexts } from "~/features/pages/foster-home/texts";
import { homeTexts } from "~/features/pages/home/texts";
import { hospiceTexts } from "~/features/pages/hospice/texts";
import { imprintTexts } from "~/features/pages/legal/imprint-texts";
import { privacyTexts } from "~/features/pages/legal/privacy-texts";
import { membershipTexts } from "~/features/pages/membership/texts";
import { sharedPageTexts } from "~/features/pages/shared/texts";
import { fincaChaosTexts } from "~/features/pages/shelters/finca-chaos-texts";
import { residenciaMonikaTexts } from "~/features/pages/shelters/residencia-monika-texts";
import type { PlainMessages } from "./format";
import type { Locale } from "./locales";

/**
 * Every catalogue a page may send as loader data, by name. Plain data only:
 * the texts travel as loader data (a function would not survive
 * serialisation), and only in the page's language, so the catalogues' values
 * never reach the browser's script.
 */
const catalogues = {
  about: aboutTexts,
  adoption: adoptionTexts,
  adoptionPage: adoptionPageTexts,
  alertForm: alertFormTexts,
  alertLinks: alertLinkTexts,
  blog: blogTexts,
  contact: contactTexts,
  content: contentTexts,
  dogs: dogTexts,
  dogDetail: dogDetailTexts,
  donations: donationsTexts,
  faq: faqTexts,
  favourites: favouritesTexts,
  faqAnchors: faqAnchorTexts,
  fincaChaos: fincaChaosTexts,
  fosterHome: fosterHomeTexts,
  guides: guideTexts,
  home: homeTexts,
  hospice: hospiceTexts,
  imprint: imprintTexts,
  membership: membershipTexts,
  privacy: privacyTexts,
  residenciaMonika: residenciaMonikaTexts,
  sharedPage: sharedPageTexts,
} satisfies Record<string, Record<Locale, PlainMessages>>;

type Catalogues = typeof catalogues;

/**
 * The named catalogues in `locale`, for a loader's `texts`. The route
 * component reads them from its typed `loaderData.texts` and hands them to its
 * page components as props, so a page whose loader left one out does not type-check.
 */
export function textsFor<N extends keyof Catalogues>(locale: Locale, ...names: N[]): { [K in N]: Catalogues[K][Locale] } {
  return Object.fromEntries(names.map((name) => [name, catalogues[name][locale]])) as { [K in N]: Catalogues[K][Locale] };
}
