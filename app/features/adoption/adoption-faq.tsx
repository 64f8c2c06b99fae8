import type { FaqItem } from "~/components/faq";
import { FaqAccordion } from "~/components/faq-accordion";
import { Section } from "~/components/section";
import type { AdoptionTexts } from "./texts";

/** The adoption FAQ (the catalogue `adoption` of the FAQ entries): one item open at a time, collapsible. */
export function AdoptionFaq({ items, texts: t }: { items: FaqItem[]; texts: AdoptionTexts["faq"] }) {
  return (
    <Section title={t.title} width="narrow" tone="muted">
      <FaqAccordion items={items} />
    </Section>
  );
}
