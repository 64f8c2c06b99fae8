import { ButtonLink } from "~/components/button-link";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { format } from "~/i18n/format";
import { useLocalizedPath } from "~/i18n/hooks";
import { DonationPurposeSection } from "../shared/donation-purpose";
import { FactSection } from "../shared/fact-grid";
import type { PageImage } from "../shared/images";
import { PageHero, Prose } from "../shared/page-layout";
import type { SharedPageTexts } from "../shared/texts";
import type { ResidenciaMonikaTexts } from "./residencia-monika-texts";

/** `town`: where the Residencia is; `teamingUrl`: its Teaming group (both from the site config). */
export function ResidenciaMonikaPage({
  town,
  teamingUrl,
  images,
  texts,
}: {
  town: string;
  teamingUrl: string;
  images: { hero: PageImage; photos: readonly PageImage[] };
  texts: { residenciaMonika: ResidenciaMonikaTexts; sharedPage: SharedPageTexts };
}) {
  const t = texts.residenciaMonika;
  const path = useLocalizedPath();
  return (
    <>
      <PageHero image={images.hero} title={t.hero.title} lead={t.hero.lead} />

      <Section title={t.story.title} width="narrow">
        <Prose paragraphs={t.story.paragraphs.map((paragraph) => format(paragraph, { town }))} />
      </Section>

      <FactSection title={t.facts.title} facts={t.facts.items} />

      <Section title={t.photos.title}>
        <ul className="photo-grid">
          {images.photos.map((photo, index) => (
            <li key={photo.src}>
              <img
                src={photo.src}
                width={photo.width}
                height={photo.height}
                alt={t.photos.alts[index] ?? ""}
                loading="lazy"
                className="photo-grid-picture"
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title={t.partnership.title}
        intro={t.partnership.text}
        tone="muted"
        actions={
          <>
            <ButtonLink to={path("dogs")}>{t.partnership.dogsLink}</ButtonLink>
            <Button asChild size="lg" variant="outline">
              <a href={teamingUrl} target="_blank" rel="noopener noreferrer">
                {t.partnership.teamingLink}
              </a>
            </Button>
          </>
        }
      />

      <DonationPurposeSection
        title={t.donation.title}
        intro={t.donation.intro}
        purpose={t.donation.purpose}
        place={t.donation.place}
        texts={texts.sharedPage.donation}
      />
    </>
  );
}
