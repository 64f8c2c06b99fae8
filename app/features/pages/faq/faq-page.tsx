import { ButtonLink } from "~/components/button-link";
import type { FaqItem } from "~/components/faq";
import { FaqAccordion } from "~/components/faq-accordion";
import { Section } from "~/components/section";
import { useLocalizedPath } from "~/i18n/hooks";
import type { FaqTexts } from "./texts";
import { PageHeader } from "~/components/page-header";

/** The FAQ page: the frame of the code's texts around the questions editors keep (features/faq). */
export function FaqPage({ items, texts }: { items: FaqItem[]; texts: { faq: FaqTexts } }) {
  const t = texts.faq;
  const path = useLocalizedPath();
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h2 className="sr-only">{t.questionsTitle}</h2>
        <FaqAccordion items={items} followHash />
      </div>
      <Section
        title={t.moreQuestions.title}
        intro={t.moreQuestions.text}
        tone="muted"
        actions={<ButtonLink to={path("contact")}>{t.moreQuestions.button}</ButtonLink>}
      />
    </>
  );
}
