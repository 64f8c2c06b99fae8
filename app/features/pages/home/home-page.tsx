import { Icon, type IconName } from "~/components/icons/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { IconCardGrid } from "~/components/cards";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { cardGridClass } from "~/features/content/article-card";
import { DogGridIsland } from "~/features/dogs/components/dog-grid-island";
import type { DogTexts } from "~/features/dogs/texts";
import type { DogSummary } from "~/features/dogs/types";
import { GuideCard } from "~/features/guides/guide-card";
import type { GuideSummary } from "~/features/guides/guides";
import type { GuideTexts } from "~/features/guides/texts";
import { useLocalizedPath } from "~/i18n/hooks";
import type { StaticRouteKey } from "~/i18n/route-table";
import type { PageImage } from "../shared/images";
import { PageHero } from "../shared/page-layout";
import type { SharedPageTexts } from "../shared/texts";
import type { HomeTexts } from "./texts";

const whyUsIcons: IconName[] = ["heart-handshake", "truck", "stethoscope", "badge-check", "eye", "house"];
const helpIcons: IconName[] = ["dog", "house", "hand-coins"];

/** The three main calls to action, in hero and help cards alike. */
const callsToAction = [
  { routeKey: "dogs", label: "viewDogs" },
  { routeKey: "fosterHome", label: "becomeFosterHome" },
  { routeKey: "donations", label: "donateNow" },
] as const satisfies readonly { routeKey: StaticRouteKey; label: keyof SharedPageTexts["callsToAction"] }[];

/** The home page: hero, three random available adoption dogs, why us, how to help, featured guides. */
export function HomePage({
  dogs,
  allDogsLabel,
  featuredGuides,
  images,
  texts,
}: {
  /** The dogs to show, already picked on the server (hydration shows the same). */
  dogs: readonly DogSummary[];
  /** The link to the dog list with the number of dogs listed (hidden ones excluded), formatted by the loader. */
  allDogsLabel: string;
  featuredGuides: readonly GuideSummary[];
  images: { hero: PageImage };
  texts: { home: HomeTexts; sharedPage: SharedPageTexts; guides: GuideTexts; dogs: DogTexts };
}) {
  const t = texts.home;
  const actions = texts.sharedPage.callsToAction;
  const path = useLocalizedPath();
  return (
    <>
      <PageHero size="home" image={images.hero} badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead}>
        {callsToAction.map((action, index) => (
          <Button key={action.routeKey} asChild size="lg" variant={index === 0 ? "accent" : index === 2 ? "default" : "secondary"}>
            <Link to={path(action.routeKey)}>{actions[action.label]}</Link>
          </Button>
        ))}
      </PageHero>

      {dogs.length > 0 ? (
        <TeaserSection title={t.dogs.title} intro={t.dogs.intro} more={{ to: path("dogs"), label: allDogsLabel }}>
          <DogGridIsland dogs={dogs} texts={texts.dogs} className="dog-grid-row" />
        </TeaserSection>
      ) : null}

      <Section title={t.whyUs.title} intro={t.whyUs.intro}>
        <IconCardGrid cards={t.whyUs.cards} icons={whyUsIcons} />
      </Section>

      <Section title={t.help.title} intro={t.help.intro} tone="muted">
        <IconCardGrid
          cards={t.help.cards}
          icons={helpIcons}
          footer={(index) => {
            const action = callsToAction[index];
            return action ? (
              <ButtonLink to={path(action.routeKey)} variant="outline" className="self-start" size="default">
                {actions[action.label]}
                <Icon name="arrow-right" />
              </ButtonLink>
            ) : null;
          }}
        />
      </Section>

      {featuredGuides.length > 0 ? (
        <TeaserSection title={t.guides.title} intro={t.guides.intro} more={{ to: path("guides"), label: t.guides.allGuides }}>
          <div className={cardGridClass}>
            {featuredGuides.map((guide) => (
              <GuideCard key={guide.slug} guide={guide} headingLevel={3} texts={texts.guides} />
            ))}
          </div>
        </TeaserSection>
      ) : null}
    </>
  );
}

/** A few items of a list (dogs, guides) with a link to the whole list under them. */
function TeaserSection({
  title,
  intro,
  more,
  children,
}: {
  title: string;
  intro: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Section
      title={title}
      intro={intro}
      actions={
        <ButtonLink to={more.to} variant="outline" size="default">
          {more.label}
          <Icon name="arrow-right" />
        </ButtonLink>
      }
    >
      {children}
    </Section>
  );
}
