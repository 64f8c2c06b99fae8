import type { FaqItem } from "~/components/faq";
import { Icon } from "~/components/icons/icon";
import { ButtonLink } from "~/components/button-link";
import { IconCardGrid } from "~/components/cards";
import { FaqAccordionIsland } from "~/components/faq-accordion-island";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { SiteSettings } from "~/platform/settings/settings";
import { SponsorshipRequestForm } from "~/features/forms/islands/sponsorship-request-form";
import { useLocalizedPath, useSite } from "~/i18n/hooks";
import { locales } from "~/i18n/locales";
import type { PageImage } from "../shared/images";
import { PageHero, Prose } from "../shared/page-layout";
import type { SharedPageTexts } from "../shared/texts";
import { BankTransferCard } from "./bank-transfer-card";
import type { DonationsTexts } from "./texts";

/** The association facts the page shows besides the frame's: both bank accounts and the Teaming groups. */
export type DonationFacts = Pick<SiteSettings, "bank" | "teaming">;

export interface DonationsPageProps extends DonationFacts {
  /** Query of the dog list filtered to the sponsorship dogs (built by the loader: the list's filter code stays out of this page). */
  sponsorshipDogsSearch: string;
  /** The questions of the catalogue `donations` of the FAQ entries. */
  faq: FaqItem[];
  images: { hero: PageImage };
  texts: { donations: DonationsTexts; sharedPage: SharedPageTexts };
}

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Link to the association's general Teaming group. */
function TeamingButton({ href, label, variant }: { href: string; label: string; variant: "secondary" | "outline" }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <a href={href} {...external}>
        {label}
      </a>
    </Button>
  );
}

export function DonationsPage({ bank, teaming, sponsorshipDogsSearch, faq, images, texts }: DonationsPageProps) {
  const t = texts.donations;
  const shared = texts.sharedPage.donation;
  const { locale, facts } = useSite();
  const path = useLocalizedPath();
  const teamingLinks = [teaming.general, teaming.sponsorDogs];
  // The visitor's own country first.
  const countries = [locale, ...locales.filter((other) => other !== locale)];
  const moreWaysLinks = [path("dogs") + sponsorshipDogsSearch, path("membership"), path("fincaChaos")];
  return (
    <>
      <PageHero image={images.hero} title={t.hero.title} lead={t.hero.lead}>
        <Button asChild size="lg" variant="accent">
          <a href={`#${shared.bankDetailsAnchor}`}>{t.hero.bankButton}</a>
        </Button>
        <TeamingButton href={teaming.general} label={t.hero.teamingButton} variant="secondary" />
      </PageHero>

      <Section title={t.funded.title} intro={t.funded.intro}>
        <IconCardGrid cards={t.funded.areas} icons={["utensils", "stethoscope", "truck", "users"]} columns={4} />
      </Section>

      <Section id={shared.bankDetailsAnchor} title={t.bank.title} intro={t.bank.intro} tone="muted">
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {countries.map((country) => (
            <BankTransferCard key={country} country={t.bank.countries[country]} account={bank[country]} texts={t.bank} />
          ))}
        </div>
        {shared.taxNote.length > 0 ? (
          <aside className="mx-auto mt-8 max-w-5xl rounded-lg border bg-card p-6">
            <h3 className="text-lg font-semibold">{t.taxNote.title}</h3>
            <Prose paragraphs={shared.taxNote} className="mt-2 text-muted-foreground" />
          </aside>
        ) : null}
      </Section>

      <Section title={t.teaming.title} intro={t.teaming.intro}>
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {t.teaming.groups.map((group, index) => (
            <li key={group.title}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    {index === 0 ? (
                      <Icon name="hand-heart" className="size-5 text-primary" />
                    ) : (
                      <Icon name="paw-print" className="size-5 text-primary" />
                    )}
                    {group.title}
                  </CardTitle>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-4">
                  <p className="flex-1 text-muted-foreground">{group.text}</p>
                  <Button asChild className="self-start">
                    <a href={teamingLinks[index]} {...external}>
                      {t.teaming.join}
                      <span className="sr-only">: {group.title}</span>
                    </a>
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t.moreWays.title} tone="muted">
        <IconCardGrid
          cards={t.moreWays.cards}
          icons={["heart-pulse", "users", "trees"]}
          footer={(index) => (
            <ButtonLink to={moreWaysLinks[index] ?? path("dogs")} variant="outline" className="self-start" size="default">
              {t.moreWays.links[index]}
              <Icon name="arrow-right" />
            </ButtonLink>
          )}
        />
      </Section>

      <Section title={t.sponsorship.title} intro={t.sponsorship.intro} width="narrow">
        <SponsorshipRequestForm />
      </Section>

      <Section title={t.faq.title} width="narrow" tone="muted">
        <FaqAccordionIsland items={faq} />
      </Section>

      <Section
        title={t.closing.title}
        intro={t.closing.text}
        actions={
          <>
            <Button asChild size="lg">
              <a href={`mailto:${facts.associations[locale].email}`}>
                <Icon name="mail" />
                {t.closing.mailButton}
              </a>
            </Button>
            <TeamingButton href={teaming.general} label={t.closing.teamingButton} variant="outline" />
          </>
        }
      />
    </>
  );
}
