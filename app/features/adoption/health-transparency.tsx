import { Icon } from "~/components/icons/icon";
import type { AdoptionTexts } from "./texts";

/** The health-transparency block: what every dog gets before it travels. */
export function HealthTransparency({ texts: t }: { texts: AdoptionTexts["transparency"] }) {
  return (
    <section aria-labelledby="health-transparency-title" className="mx-auto max-w-3xl px-4 pb-16">
      <div className="rounded-lg border bg-card p-6 shadow-sm">
        <h2 id="health-transparency-title" className="flex items-center gap-2 text-2xl font-bold">
          <Icon name="shield-check" className="size-6 text-primary" />
          {t.title}
        </h2>
        <p className="mt-2 text-muted-foreground">{t.intro}</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {t.items.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-success" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">{t.note}</p>
      </div>
    </section>
  );
}
