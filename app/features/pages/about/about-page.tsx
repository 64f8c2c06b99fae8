import { ButtonLink } from "~/components/button-link";
import { IconCardGrid } from "~/components/cards";
import { Section } from "~/components/section";
import { useLocalizedPath } from "~/i18n/hooks";
import type { AboutTexts } from "./texts";
import type { PageImage } from "../shared/images";
import { PageHero, Prose } from "../shared/page-layout";

/** A team member as the page shows them: the position in the page's language, the portrait as markup (portraits.ts). */
export interface BoardMember {
  id: string;
  name: string;
  position: string;
  portrait: string;
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

      {/* A site whose editors removed everyone shows no empty heading. */}
      {team.length > 0 && (
        <Section title={t.team.title} intro={t.team.intro}>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((member) => (
              <li key={member.id} className="text-center">
                <picture dangerouslySetInnerHTML={{ __html: member.portrait }} />
                <h3 className="mt-4 text-xl font-semibold">{member.name}</h3>
                <p className="text-muted-foreground">{member.position}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}

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
