import { ButtonLink } from "~/components/button-link";
import { IconCardGrid } from "~/components/cards";
import { Section } from "~/components/section";
import { format } from "~/i18n/format";
import { useLocalizedPath } from "~/i18n/hooks";
import type { AboutTexts } from "./texts";
import type { PageImage } from "../shared/images";
import { PageHero, Prose } from "../shared/page-layout";

/** Size of the square team photos (public/images/placeholders/team-*.svg). */
const TEAM_PHOTO_SIZE = 400;

/** A board member as the page shows them: the position in the page's language. */
export interface BoardMember {
  name: string;
  position: string;
  photo: string;
}

export function AboutPage({
  team,
  images,
  texts,
}: {
  team: readonly BoardMember[];
  images: { hero: PageImage };
  texts: { about: AboutTexts };
}) {
  const t = texts.about;
  const path = useLocalizedPath();
  return (
    <>
      <PageHero image={images.hero} title={t.hero.title} lead={t.hero.lead} />

      <Section title={t.mission.title} width="narrow">
        <Prose paragraphs={t.mission.paragraphs} />
      </Section>

      <Section title={t.values.title} tone="muted">
        <IconCardGrid cards={t.values.items} icons={["heart-handshake", "truck", "shield-check", "eye"]} columns={4} />
      </Section>

      <Section title={t.team.title} intro={t.team.intro}>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li key={member.name} className="text-center">
              <img
                src={member.photo}
                width={TEAM_PHOTO_SIZE}
                height={TEAM_PHOTO_SIZE}
                alt={format(t.team.photoAlt, { name: member.name })}
                loading="lazy"
                className="mx-auto size-48 rounded-full object-cover shadow-md"
              />
              <h3 className="mt-4 text-xl font-semibold">{member.name}</h3>
              <p className="text-muted-foreground">{member.position}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title={t.membership.title}
        intro={t.membership.text}
        tone="muted"
        actions={
          <ButtonLink to={path("membership")} variant="accent">
            {t.membership.button}
          </ButtonLink>
        }
      />
    </>
  );
}
