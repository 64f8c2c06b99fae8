import { FaqAccordion } from "~/components/faq-accordion";
import { Section } from "~/components/section";
import { useTranslations } from "~/i18n/hooks";
import { adoptionMessages } from "./messages";

/** Spec 1 §2 adoption FAQ: one item open at a time, collapsible. */
export function AdoptionFaq() {
  const t = useTranslations(adoptionMessages).faq;
  return (
    <Section title={t.title} width="narrow" tone="muted">
      <FaqAccordion items={t.items} />
    </Section>
  );
}
