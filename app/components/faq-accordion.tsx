import { useEffect, useId } from "react";
import { useLocation } from "react-router";
import { AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { FAQ_SCROLL_DELAY_MS, type FaqItem, faqItemFromHash } from "./faq";

/**
 * Questions in an accordion of native disclosures: one item open at a time,
 * collapsible, the answers always in the server HTML for search engines; a
 * <noscript> style shows them all without JavaScript. An item with an id
 * carries it as anchor; with `followHash` the item named in the URL hash opens
 * and scrolls into view (on load and on every hash change).
 */
export function FaqAccordion({ items, followHash = false }: { items: readonly FaqItem[]; followHash?: boolean }) {
  const group = useId();
  const { hash } = useLocation();

  useEffect(() => {
    if (!followHash) return;
    const id = faqItemFromHash(hash, items);
    const item = id ? document.getElementById(id) : null;
    if (!(item instanceof HTMLDetailsElement)) return;
    item.open = true;
    const timer = window.setTimeout(() => item.scrollIntoView({ behavior: "smooth", block: "start" }), FAQ_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [followHash, hash, items]);

  return (
    <>
      <noscript>
        <style>{".faq-list>details::details-content{content-visibility:visible}"}</style>
      </noscript>
      <div className="faq-list">
        {items.map((item) => (
          <AccordionItem key={item.question} name={group} id={item.id} className="faq-item">
            <AccordionTrigger>{item.question}</AccordionTrigger>
            {"answerHtml" in item ? (
              <AccordionContent data-faq-answer="" className="faq-answer" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
            ) : (
              <AccordionContent data-faq-answer="" className="faq-answer">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </AccordionContent>
            )}
          </AccordionItem>
        ))}
      </div>
    </>
  );
}
