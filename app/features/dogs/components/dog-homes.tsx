import type { IconName } from "~/components/icons/icon";
import { ButtonLink } from "~/components/button-link";
import { IconCardGrid } from "~/components/cards";
import { Section } from "~/components/section";
import { useLocalizedPath } from "~/i18n/hooks";
import type { StaticRouteKey } from "~/i18n/route-table";
import type { DogTexts } from "../texts";

const homes = ["fosterHome", "fincaChaos", "residenciaMonika", "hospice"] as const satisfies readonly (StaticRouteKey &
  keyof DogTexts["homes"])[];
const icons: IconName[] = ["house", "trees", "building-complex", "heart-handshake"];

/** "Where our dogs live": four cards linking to the foster-home, Finca Chaos, Residencia Monika and hospice pages. */
export function DogHomes({ texts: t }: { texts: DogTexts["homes"] }) {
  const path = useLocalizedPath();
  return (
    <Section title={t.title} intro={t.intro} tone="muted">
      <IconCardGrid
        cards={homes.map((key) => t[key])}
        icons={icons}
        columns={4}
        footer={(index) => (
          <ButtonLink to={path(homes[index]!)} variant="outline" size="default" className="self-start">
            {t[homes[index]!].link}
          </ButtonLink>
        )}
      />
    </Section>
  );
}
