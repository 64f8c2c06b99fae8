import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { FAQ_SCROLL_DELAY_MS, type FaqItem, faqItemFromHash } from "./faq";

/**
 * Questions in an accordion: one item open at a time, collapsible. Answers are
 * always in the server HTML (forceMount; closed ones hidden by CSS) so search
 * engines read them, and a <noscript> style shows them all without JavaScript.
 * With `followHash` each item carries its id as anchor and the item named in
 * the URL hash opens and scrolls into view (on load and on every hash change).
 */
export function FaqAccordion({ items, followHash = false }: { items: readonly FaqItem[]; followHash?: boolean }) {
  const [openItem, setOpenItem] = useState("");
  const { hash } = useLocation();

  useEffect(() => {
    if (!followHash) return;
    const id = faqItemFromHash(hash, items);
    if (!id) return;
    setOpenItem(id);
    const timer = window.setTimeout(
      () => document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" }),
      FAQ_SCROLL_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [followHash, hash, items]);

  return (
    <>
      <noscript>
        <style>{"[data-faq-answer][data-state=closed]{display:block!important}"}</style>
      </noscript>
      <Accordion type="single" collapsible value={openItem} onValueChange={setOpenItem} className="rounded-lg border bg-card px-5">
        {items.map((item, index) => (
          <AccordionItem
            key={item.question}
            value={item.id ?? `item-${index}`}
            id={followHash ? item.id : undefined}
            className="scroll-mt-24 last:border-b-0 [&>[data-state=closed][data-faq-answer]]:hidden"
          >
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent forceMount data-faq-answer="" className="space-y-3 leading-relaxed">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </>
  );
}
