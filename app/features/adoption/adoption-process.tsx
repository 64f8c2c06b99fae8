import { Mail, MessageCircle, PawPrint } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { Button } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { useLocale, useLocalizedPath, useTranslations } from "~/i18n/hooks";
import type { Locale } from "~/i18n/locales";
import { whatsappLink } from "~/lib/whatsapp";
import { adoptionMessages } from "./messages";

/** Anchors of the FAQ page's entries that the process links to (the FAQ page carries these ids). */
export const faqAnchors: Record<"precheck" | "contract" | "costs", Record<Locale, string>> = {
  precheck: { de: "vorkontrolle", es: "control-previo" },
  contract: { de: "schutzvertrag", es: "contrato-proteccion" },
  costs: { de: "kosten", es: "costos" },
};

/** Spec 1 §2 "Der Adoptionsablauf in 7 Schritten", reused by the adoption page. */
export function AdoptionProcess({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslations(adoptionMessages).process;
  const locale = useLocale();
  const path = useLocalizedPath();
  const contact = siteConfig.associations[locale];
  const faq = (anchor: keyof typeof faqAnchors) => `${path("faq")}#${faqAnchors[anchor][locale]}`;
  const StepHeading = `h${headingLevel + 1}` as "h3" | "h4";

  // The links of the steps that have some (by position: 1 dog list, 2 contact, 3 pre-check, 4 contract and costs).
  const actions: Record<number, ReactNode> = {
    0: (
      <Button asChild variant="outline" size="sm">
        <Link to={path("dogs")}>
          <PawPrint aria-hidden="true" />
          {t.dogsLink}
        </Link>
      </Button>
    ),
    1: (
      <>
        <Button asChild variant="outline" size="sm">
          <a href={`mailto:${contact.email}`}>
            <Mail aria-hidden="true" />
            {t.email}
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={whatsappLink(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            {t.whatsapp}
          </a>
        </Button>
      </>
    ),
    2: (
      <Button asChild variant="link" size="sm" className="px-0">
        <Link to={faq("precheck")}>{t.precheckLink}</Link>
      </Button>
    ),
    3: (
      <>
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to={faq("contract")}>{t.contractLink}</Link>
        </Button>
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to={faq("costs")}>{t.costsLink}</Link>
        </Button>
      </>
    ),
  };

  return (
    <section aria-labelledby="adoption-process-title" className="bg-muted/50 py-16">
      <div className="mx-auto max-w-5xl px-4">
        <SectionHeading id="adoption-process-title" title={t.title} intro={t.intro} level={headingLevel} />
        <ol className="mt-10 grid gap-6 md:grid-cols-2">
          {t.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-lg border bg-card p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <StepHeading className="text-lg font-semibold">
                  <span className="sr-only">{t.stepLabel(index + 1)}: </span>
                  {step.title}
                </StepHeading>
                <p className="mt-1 text-muted-foreground">{step.text}</p>
                {actions[index] ? <div className="mt-3 flex flex-wrap gap-2">{actions[index]}</div> : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
