import { Icon } from "~/components/icons/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { StepList } from "~/components/cards";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/hooks";
import type { FaqAnchorTexts } from "~/features/pages/faq/anchor-texts";
import type { AdoptionTexts } from "./texts";

/** How visitors reach the association about an adoption (loader data: adoptionContact in contact.server.ts). */
export interface AdoptionContact {
  email: string;
  /** The association's WhatsApp chat (wa.me). */
  whatsappUrl: string;
}

/**
 * "Der Adoptionsablauf in 7 Schritten", on the dog
 * pages and the adoption page: each step with its links (dog list, e-mail and
 * WhatsApp to `contact`, the FAQ items on pre-check, contract and costs).
 * With `formAnchor`, the contact step also links to the page's enquiry form.
 */
export function AdoptionProcess({
  contact,
  formAnchor,
  texts: t,
  faqAnchors: anchors,
}: {
  contact: AdoptionContact;
  formAnchor?: string;
  texts: AdoptionTexts["process"];
  faqAnchors: FaqAnchorTexts;
}) {
  const path = useLocalizedPath();
  const faq = (anchor: string) => `${path("faq")}#${anchor}`;

  const faqLink = (anchor: string, label: string) => (
    <Button asChild variant="link" size="sm" className="px-0">
      <Link to={faq(anchor)}>{label}</Link>
    </Button>
  );
  // The links of the steps that have some, by position: 1 dog list, 2 contact, 3 pre-check, 4 contract and costs.
  const actions: Record<number, ReactNode> = {
    0: (
      <ButtonLink to={path("dogs")} variant="outline" size="sm">
        <Icon name="paw-print" />
        {t.dogsLink}
      </ButtonLink>
    ),
    1: (
      <>
        <Button asChild variant="outline" size="sm">
          <a href={`mailto:${contact.email}`}>
            <Icon name="mail" />
            {t.email}
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={contact.whatsappUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="message-circle" />
            {t.whatsapp}
          </a>
        </Button>
        {formAnchor ? (
          <Button asChild variant="outline" size="sm">
            <a href={`#${formAnchor}`}>
              <Icon name="clipboard-list" />
              {t.formLink}
            </a>
          </Button>
        ) : null}
      </>
    ),
    2: faqLink(anchors.preCheck, t.precheckLink),
    3: (
      <>
        {faqLink(anchors.contract, t.contractLink)}
        {faqLink(anchors.costs, t.costsLink)}
      </>
    ),
  };

  return (
    <Section title={t.title} intro={t.intro}>
      <StepList steps={t.steps} extra={(index) => (actions[index] ? <div className="step-links">{actions[index]}</div> : null)} />
    </Section>
  );
}
