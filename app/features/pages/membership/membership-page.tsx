import { Icon } from "~/components/icons/icon";
import { IconCardGrid, StepList } from "~/components/cards";
import { FaqAccordionIsland } from "~/components/faq-accordion-island";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { MembershipForm } from "~/features/forms/islands/membership-form";
import type { MembershipTexts } from "./texts";
import type { PageImage } from "../shared/images";
import { PageHero } from "../shared/page-layout";

/** The form section carries the anchor "contact", the questions "faq". */
const MEMBERSHIP_FORM_ANCHOR = "contact";
const MEMBERSHIP_FAQ_ANCHOR = "faq";

export function MembershipPage({ images, texts }: { images: { hero: PageImage }; texts: { membership: MembershipTexts } }) {
  const t = texts.membership;
  return (
    <>
      <PageHero image={images.hero} title={t.hero.title} lead={t.hero.lead} />

      <Section title={t.contribution.title} intro={t.contribution.intro}>
        <IconCardGrid cards={t.contribution.benefits} icons={["ambulance", "stethoscope", "house"]} />
      </Section>

      <Section title={t.memberTypes.title} tone="muted">
        <IconCardGrid cards={t.memberTypes.types} icons={["vote", "hand-coins"]} columns={2} />
      </Section>

      <Section
        title={t.steps.title}
        actions={
          <Button asChild size="lg" variant="accent">
            <a href={`#${MEMBERSHIP_FORM_ANCHOR}`}>
              <Icon name="heart-handshake" />
              {t.steps.button}
            </a>
          </Button>
        }
      >
        <StepList steps={t.steps.items} />
      </Section>

      <Section id={MEMBERSHIP_FORM_ANCHOR} title={t.form.title} intro={t.form.intro} width="narrow" tone="muted">
        <MembershipForm />
      </Section>

      <Section id={MEMBERSHIP_FAQ_ANCHOR} title={t.faq.title} width="narrow">
        <FaqAccordionIsland items={t.faq.items} />
      </Section>
    </>
  );
}
