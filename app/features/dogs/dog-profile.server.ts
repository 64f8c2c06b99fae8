import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "~/i18n/locales";
import { type StaticRouteKey, localizedPath } from "~/i18n/route-table";
import { DogProfile } from "./components/dog-profile.server";
import type { DogDetailTexts, DogTexts } from "./texts";
import type { DogDetail, DogSummary } from "./types";

/** The info page a place detail links to: Finca Chaos, Residencia Monika, the hospice. */
const infoPages = {
  finca: "fincaChaos",
  monika: "residenciaMonika",
  hospice: "hospice",
} as const satisfies Partial<Record<DogDetail, StaticRouteKey>>;
const hasInfoPage = (detail: DogDetail): detail is keyof typeof infoPages => detail in infoPages;

/**
 * A dog's profile card, quick enquiry and hospice block as markup (components/dog-profile.server.tsx): they do nothing in
 * the browser, so their code stays on the server (docs/decisions/0028-less-javascript-first-visit.md).
 */
export function dogProfileMarkup(
  locale: Locale,
  dog: DogSummary,
  whatsappHref: string | null,
  texts: DogTexts,
  detailTexts: DogDetailTexts,
): string {
  const { detail } = dog;
  const infoPage = hasInfoPage(detail) ? { href: localizedPath(infoPages[detail], locale), label: detailTexts.infoPage[detail] } : null;
  const hospiceHref = dog.types.hospice ? localizedPath("hospice", locale) : null;
  return renderToStaticMarkup(createElement(DogProfile, { dog, texts, detailTexts, infoPage, whatsappHref, hospiceHref }));
}
