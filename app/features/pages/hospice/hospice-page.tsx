import type { ReactNode } from "react";
import { IconCardGrid } from "~/components/cards";
import { Section } from "~/components/section";
import { DonationPurposeSection } from "../shared/donation-purpose";
import type { PageImage } from "../shared/images";
import { PageHero, Prose } from "../shared/page-layout";
import type { SharedPageTexts } from "../shared/texts";
import type { HospiceTexts } from "./texts";

/**
 * `founder`: the hospice's founder (the settings), the portrait as markup (portraits.ts); `dogs`: the hospice dogs
 * (HospiceDogs, streamed: the rest of the page does not wait for them).
 */
export function HospicePage({
  founder,
  dogs,
  images,
  texts,
}: {
  founder: { name: string; portrait: string };
  dogs: ReactNode;
  images: { hero: PageImage };
  texts: { hospice: HospiceTexts; sharedPage: SharedPageTexts };
}) {
  const t = texts.hospice;
  return (
    <>
      <PageHero image={images.hero} title={t.hero.title} lead={t.hero.lead} />

      <Section title={t.need.title} width="narrow">
        <Prose paragraphs={t.need.paragraphs} />
      </Section>

      <Section title={t.founder.title} tone="muted">
        <div className="mx-auto grid max-w-5xl items-center gap-10 md:grid-cols-[auto_1fr]">
          <figure className="text-center">
            <picture dangerouslySetInnerHTML={{ __html: founder.portrait }} />
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

      {dogs}

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
        texts={texts.sharedPage.donation}
      />
    </>
  );
}
