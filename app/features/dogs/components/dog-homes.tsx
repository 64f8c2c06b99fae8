import { Building2, HeartHandshake, Home, Trees } from "lucide-react";
import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { Button } from "~/components/ui/button";
import { useLocalizedPath, useTranslations } from "~/i18n/hooks";
import type { StaticRouteKey } from "~/i18n/route-table";
import { dogMessages } from "../messages";

const homes = [
  { key: "fosterHome", icon: Home },
  { key: "fincaChaos", icon: Trees },
  { key: "residenciaMonika", icon: Building2 },
  { key: "hospice", icon: HeartHandshake },
] as const satisfies readonly { key: StaticRouteKey & keyof (typeof dogMessages)["de"]["homes"]; icon: unknown }[];

/** "Where our dogs live": four cards linking to the foster-home, Finca Chaos, Residencia Monika and hospice pages. */
export function DogHomes() {
  const t = useTranslations(dogMessages).homes;
  const path = useLocalizedPath();
  return (
    <section aria-labelledby="dog-homes-title" className="bg-muted/50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="dog-homes-title" title={t.title} intro={t.intro} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {homes.map(({ key, icon: Icon }) => (
            <li key={key} className="flex flex-col rounded-lg border bg-card p-6 shadow-sm">
              <Icon className="size-8 text-primary" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-semibold">{t[key].title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{t[key].text}</p>
              <Button asChild variant="outline" className="mt-4 self-start">
                <Link to={path(key)}>{t[key].link}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
