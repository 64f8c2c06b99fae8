import { Link } from "react-router";
import { IconCardGrid, StepList } from "~/components/cards";
import { FaqAccordionIsland } from "~/components/faq-accordion-island";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { FosterHomeForm } from "~/features/forms/islands/foster-home-form";
import { useLocalizedPath } from "~/i18n/hooks";
import type { FaqAnchorTexts } from "../faq/anchor-texts";
import type { FosterHomeTexts } from "./texts";
import type { PageImage } from "../shared/images";
import { PageHero } from "../shared/page-layout";

/** Index of the pre-check step, which links to the pre-check FAQ item. */
const PRE_CHECK_STEP = 2;

export function FosterHomePage({
  images,
  texts,
}: {
  images: { hero: PageImage };
  texts: { fosterHome: FosterHomeTexts; faqAnchors: FaqAnchorTexts };
}) {
  const t = texts.fosterHome;
  const anchors = texts.faqAnchors;
  const path = useLocalizedPath();
  return (
    <>
      <PageHero image={images.hero} title={t.hero.title} lead={t.hero.lead}>
        <Button asChild size="lg" variant="accent">
          <a href={`#${t.form.anchor}`}>{t.hero.button}</a>
        </Button>
      </PageHero>

      <Section title={t.why.title} intro={t.why.intro}>
        <IconCardGrid cards={t.why.benefits} icons={["house", "sparkles", "heart-handshake"]} />
      </Section>

      <Section title={t.steps.title} intro={t.steps.intro} tone="muted">
        <StepList
          steps={t.steps.items}
          extra={(index) =>
            index === PRE_CHECK_STEP ? (
              <p className="mt-2">
                <Link to={`${path("faq")}#${anchors.preCheck}`} className="text-link">
                  {t.steps.preCheckLink}
                </Link>
              </p>
            ) : null
          }
        />
      </Section>

      <Section id={t.form.anchor} title={t.form.title} intro={t.form.intro} width="narrow">
        <FosterHomeForm />
      </Section>

      <Section title={t.faq.title} width="narrow" tone="muted">
        <FaqAccordionIsland items={t.faq.items} />
      </Section>
    </>
  );
}
