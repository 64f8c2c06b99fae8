import { Icon } from "~/components/icons/icon";
import { IconCardGrid } from "~/components/cards";
import { Section } from "~/components/section";
import { siteConfig } from "~/config/site";
import type { MaybePending } from "~/features/content/pending-data";
import { useTranslations } from "~/i18n/hooks";
import { DonationPurposeSection } from "../shared/donation-purpose";
import { pageImages } from "../shared/images";
import { PageHero, Prose } from "../shared/page-layout";
import { hospiceContent } from "./content";
import { type HospiceDogsData, HospiceDogs } from "./hospice-dogs";

export function HospicePage({ dogs }: { dogs: MaybePending<HospiceDogsData> }) {
  const t = useTranslations(hospiceContent);
  const founder = siteConfig.hospiceFounder;
  const photo = pageImages.hospiceFounder;
  return (
    <>
      <PageHero image={pageImages.heroHospice} title={t.hero.title} lead={t.hero.lead} />

      <Section title={t.need.title} width="narrow">
        <Prose paragraphs={t.need.paragraphs} />
      </Section>

      <Section title={t.founder.title} tone="muted">
        <div className="mx-auto grid max-w-5xl items-center gap-10 md:grid-cols-[auto_1fr]">
          <figure className="text-center">
            <img
              src={founder.photo}
              width={photo.width}
              height={photo.height}
              alt={t.founder.photoAlt(founder.name)}
              loading="lazy"
              className="mx-auto size-56 rounded-full object-cover shadow-md"
            />
            <figcaption className="mt-4">
              <span className="block text-lg font-semibold">{founder.name}</span>
              <span className="text-muted-foreground">{t.founder.role}</span>
            </figcaption>
          </figure>
          <Prose paragraphs={t.founder.paragraphs} />
        </div>
      </Section>

      <Section title={t.help.title}>
        <IconCardGrid cards={t.help.ways} icons={["hand-coins", "heart-handshake", "share-2"]} />
      </Section>

      <HospiceDogs data={dogs} />

      <section className="bg-secondary py-16">
        <figure className="mx-auto max-w-3xl px-4 text-center">
          <blockquote className="text-2xl font-medium italic leading-relaxed text-balance">{t.quote.text}</blockquote>
          <figcaption className="mt-4 text-muted-foreground">
            – {founder.name}, {t.founder.role}
          </figcaption>
        </figure>
      </section>

      <DonationPurposeSection
        title={t.donation.title}
        intro={t.donation.intro}
        purpose={t.donation.purpose}
        place={t.donation.place}
        notes={t.donation.notes}
      />
    </>
  );
}
