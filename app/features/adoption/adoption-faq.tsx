import { FaqAccordion } from "~/components/faq-accordion";
import { Section } from "~/components/section";
import type { AdoptionTexts } from "./texts";

/** The adoption FAQ: one item open at a time, collapsible. */
export function AdoptionFaq({ texts: t }: { texts: AdoptionTexts["faq"] }) {
  return (
    <Section title={t.title} width="narrow" tone="muted">
      <FaqAccordion items={t.items} />
    </Section>
  );
}
