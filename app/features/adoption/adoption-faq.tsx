import { SectionHeading } from "~/components/section-heading";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { useTranslations } from "~/i18n/hooks";
import { adoptionMessages } from "./messages";

/**
 * Spec 1 §2 adoption FAQ: one item open at a time, collapsible. The answers
 * are always in the HTML (forceMount) and hidden by CSS while closed, so the
 * text is server-rendered and findable.
 */
export function AdoptionFaq() {
  const t = useTranslations(adoptionMessages).faq;
  return (
    <section aria-labelledby="adoption-faq-title" className="mx-auto max-w-3xl px-4 py-16">
      <SectionHeading id="adoption-faq-title" title={t.title} />
      <Accordion type="single" collapsible className="mt-8 [&_[role=region][data-state=closed]]:hidden">
        {t.items.map((item, index) => (
          <AccordionItem key={item.question} value={`adoption-faq-${index}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent forceMount>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
