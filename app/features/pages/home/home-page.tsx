import { ArrowRight, BadgeCheck, Dog, Eye, HandCoins, HeartHandshake, House, Stethoscope, Truck } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useLocalizedPath, useTranslations } from "~/i18n/hooks";
import type { StaticRouteKey } from "~/i18n/route-table";
import { ButtonLink } from "~/components/button-link";
import { IconCardGrid } from "~/components/cards";
import { pageImages } from "../shared/images";
import { sharedPageMessages } from "../shared/messages";
import { PageHero } from "../shared/page-layout";
import { Section } from "~/components/section";
import { homeContent } from "./content";
import type { FeaturedGuide } from "./featured-guides.server";

const whyUsIcons = [HeartHandshake, Truck, Stethoscope, BadgeCheck, Eye, House];
const helpIcons = [Dog, House, HandCoins];

/** The three main calls to action (spec 1 §1), in hero and help cards alike. */
const callsToAction = [
  { routeKey: "dogs", label: "viewDogs" },
  { routeKey: "fosterHome", label: "becomeFosterHome" },
  { routeKey: "donations", label: "donateNow" },
] as const satisfies readonly { routeKey: StaticRouteKey; label: keyof typeof sharedPageMessages.de.callsToAction }[];

export function HomePage({ featuredGuides }: { featuredGuides: readonly FeaturedGuide[] }) {
  const t = useTranslations(homeContent);
  const actions = useTranslations(sharedPageMessages).callsToAction;
  const path = useLocalizedPath();
  return (
    <>
      <PageHero size="home" image={pageImages.heroHome} badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead}>
        {callsToAction.map((action, index) => (
          <Button key={action.routeKey} asChild size="lg" variant={index === 0 ? "accent" : index === 2 ? "default" : "secondary"}>
            <Link to={path(action.routeKey)}>{actions[action.label]}</Link>
          </Button>
        ))}
      </PageHero>

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
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
            ) : null;
          }}
        />
      </Section>

      {featuredGuides.length > 0 ? (
        <Section
          title={t.guides.title}
          intro={t.guides.intro}
          actions={
            <ButtonLink to={path("guides")} variant="outline" size="default">
              {t.guides.allGuides}
            </ButtonLink>
          }
        >
          <ul className="grid gap-6 md:grid-cols-3">
            {featuredGuides.map((guide) => (
              <li key={guide.slug}>
                <Card className="flex h-full flex-col">
                  <CardHeader>
                    {guide.category ? (
                      <Badge variant="secondary" className="self-start">
                        {guide.category}
                      </Badge>
                    ) : null}
                    <CardTitle className="line-clamp-2">{guide.title}</CardTitle>
                  </CardHeader>
                  <CardContent className="flex flex-1 flex-col gap-4">
                    <p className="line-clamp-3 flex-1 text-muted-foreground">{guide.excerpt}</p>
                    <Link
                      to={path("guideDetail", { slug: guide.slug })}
                      className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
                    >
                      {t.guides.readMore}
                      <span className="sr-only">: {guide.title}</span>
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
