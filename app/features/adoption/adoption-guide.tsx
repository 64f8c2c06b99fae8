import type { FaqItem } from "~/components/faq";
import { AdoptionFaq } from "./adoption-faq";
import { AdoptionProcess, type AdoptionContact } from "./adoption-process";
import { HealthTransparency } from "./health-transparency";
import type { FaqAnchorTexts } from "~/features/pages/faq/anchor-texts";
import type { AdoptionTexts } from "./texts";

/** Below a dog's page: how an adoption goes, its questions and answers, and what we tell about the dogs' health. */
export function AdoptionGuide({
  contact,
  faq,
  texts,
  faqAnchors,
}: {
  contact: AdoptionContact;
  faq: FaqItem[];
  texts: Pick<AdoptionTexts, "process" | "faq" | "transparency">;
  faqAnchors: FaqAnchorTexts;
}) {
  return (
    <>
      <AdoptionProcess contact={contact} texts={texts.process} faqAnchors={faqAnchors} />
      <AdoptionFaq items={faq} texts={texts.faq} />
      <HealthTransparency texts={texts.transparency} />
    </>
  );
}
