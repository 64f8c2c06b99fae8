import { Icon } from "~/components/icons/icon";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { format } from "~/i18n/format";
import { useLocalizedPath } from "~/i18n/hooks";
import type { StaticRouteKey } from "~/i18n/route-table";
import { locationText } from "../location-text";
import type { DogDetailTexts, DogTexts } from "../texts";
import type { DogDetail, DogSummary } from "../types";

/** The info page a place detail links to: Finca Chaos, Residencia Monika, the hospice. */
const infoPages = {
  finca: "fincaChaos",
  monika: "residenciaMonika",
  hospice: "hospice",
} as const satisfies Partial<Record<DogDetail, StaticRouteKey>>;
const hasInfoPage = (detail: DogDetail): detail is keyof typeof infoPages => detail in infoPages;

/** A dog's profile card: location (with the info page of its place) and the status line. */
export function DogProfileCard({ dog, texts: t, detailTexts: d }: { dog: DogSummary; texts: DogTexts; detailTexts: DogDetailTexts }) {
  const path = useLocalizedPath();
  return (
    <div className="rounded-lg border bg-card p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{d.profileTitle}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium text-muted-foreground">{d.locationLabel}</dt>
        <dd className="flex items-center gap-1" data-testid="dog-location">
          <Icon name="map-pin" className="size-4 shrink-0 text-primary" />
          {locationText(t, dog.location, dog.detail)}
        </dd>
        {dog.status !== "hidden" ? (
          <>
            <dt className="font-medium text-muted-foreground">{d.statusLabel}</dt>
            <dd data-testid="dog-status">{t.status[dog.status]}</dd>
          </>
        ) : null}
      </dl>
      {hasInfoPage(dog.detail) ? (
        <Button asChild variant="outline" size="sm" className="mt-4">
          <Link to={path(infoPages[dog.detail])}>
            <Icon name="external-link" />
            {d.infoPage[dog.detail]}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * For adoptable dogs, a WhatsApp quick enquiry to the association with a prefilled message naming the dog and its
 * page: `href`, made by the loader.
 */
export function DogWhatsappButton({ href, texts: t }: { href: string; texts: DogDetailTexts }) {
  return (
    // WhatsApp's green, darkened until white text on it reaches 4.5:1 (5.4:1; the brand's #25D366 has 2:1).
    <Button asChild size="lg" className="bg-[#0e7a3c] text-white hover:bg-[#0d6e36]">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Icon name="message-circle" />
        {t.whatsapp}
      </a>
    </Button>
  );
}

/** A hospice dog's block: what the hospice is, with a link to its page. */
export function DogHospiceBlock({ name, texts: t }: { name: string; texts: DogDetailTexts }) {
  const path = useLocalizedPath();
  return (
    <aside className="rounded-lg border border-secondary-foreground/20 bg-secondary p-5" aria-labelledby="dog-hospice-title">
      <h2 id="dog-hospice-title" className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="heart-handshake" className="size-5 text-primary" />
        {t.hospiceTitle}
      </h2>
      <p className="mt-2 text-secondary-foreground">{format(t.hospiceText, { name })}</p>
      <Button asChild variant="outline" size="sm" className="mt-4">
        <Link to={path("hospice")}>{t.hospiceLink}</Link>
      </Button>
    </aside>
  );
}
