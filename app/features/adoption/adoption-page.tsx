import { Icon } from "~/components/icons/icon";
import { ButtonLink } from "~/components/button-link";
import { IconCardGrid } from "~/components/cards";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import type { SiteSettings } from "~/platform/settings/settings";
import { type AdoptionContact, AdoptionProcess } from "./adoption-process";
import { ContactForm } from "~/features/forms/islands/contact-form";
import { useLocalizedPath } from "~/i18n/hooks";
import type { AdoptionTexts } from "./texts";
import type { FaqAnchorTexts } from "~/features/pages/faq/anchor-texts";
import type { AdoptionPageTexts } from "./page-texts";
import type { PageImage } from "~/features/pages/shared/images";
import { PageHero } from "~/features/pages/shared/page-layout";
import { usePreselectedDogName } from "~/features/pages/shared/preselected-dog";

/** The adoption page; the association's contact and the adoption platforms come as loader data. */
export function AdoptionPage({
  contact,
  platforms,
  images,
  texts,
}: {
  contact: AdoptionContact;
  platforms: SiteSettings["adoptionPlatforms"];
  images: { hero: PageImage };
  texts: { adoptionPage: AdoptionPageTexts; adoption: AdoptionTexts; faqAnchors: FaqAnchorTexts };
}) {
  const t = texts.adoptionPage;
  const anchors = texts.faqAnchors;
  const path = useLocalizedPath();
  const dogName = usePreselectedDogName();
  const shelterLinks = [path("fincaChaos"), path("residenciaMonika"), `${path("faq")}#${anchors.whySpain}`];
  return (
    <>
      <PageHero image={images.hero} title={t.hero.title} lead={t.hero.lead} />

      <AdoptionProcess contact={contact} formAnchor={t.form.anchor} texts={texts.adoption.process} faqAnchors={anchors} />

      <Section title={t.shelters.title} intro={t.shelters.intro} tone="muted">
        <IconCardGrid
          cards={t.shelters.cards}
          icons={["trees", "house", "circle-question-mark"]}
          footer={(index) => (
            <ButtonLink to={shelterLinks[index] ?? path("faq")} variant="outline" className="self-start" size="default">
              {t.shelters.more}
              <span className="sr-only">: {t.shelters.cards[index]?.title}</span>
              <Icon name="arrow-right" />
            </ButtonLink>
          )}
        />
      </Section>

      <Section title={t.platforms.title} intro={t.platforms.text}>
        <ul className="platform-links">
          {platforms.map((platform) => (
            <li key={platform.url}>
              <Button asChild variant="outline" size="lg">
                <a href={platform.url} target="_blank" rel="noopener noreferrer">
                  {platform.name}
                  <Icon name="external-link" />
                  <span className="sr-only">({t.platforms.external})</span>
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={t.form.anchor} title={t.form.title} intro={t.form.intro} width="narrow" tone="muted">
        <ContactForm dogName={dogName} />
      </Section>

      <Section
        title={t.closing.title}
        intro={t.closing.text}
        actions={
          <>
            <ButtonLink to={path("faq")}>{t.closing.faqButton}</ButtonLink>
            <ButtonLink to={path("contact")} variant="outline">
              {t.closing.contactButton}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
