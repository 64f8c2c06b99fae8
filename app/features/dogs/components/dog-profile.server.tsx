import { Icon } from "~/components/icons/icon";
import { Button } from "~/components/ui/button";
import { format } from "~/i18n/format";
import { locationText } from "../location-text";
import type { DogDetailTexts, DogTexts } from "../texts";
import type { DogSummary } from "../types";

/**
 * What a dog's page says of the dog beside its pictures: the profile card, the WhatsApp quick enquiry of an
 * adoptable dog and the hospice block of a hospice dog. Nothing in it reacts to the visitor, so it is markup made on
 * the server (dog-profile.server.ts) and its code stays there (`.server`: the build refuses it in the browser); its
 * links are plain links the frame follows in the app.
 */
export interface DogProfileProps {
  dog: DogSummary;
  texts: DogTexts;
  detailTexts: DogDetailTexts;
  /** The info page of the dog's place (Finca Chaos, Residencia Monika, the hospice), if it has one. */
  infoPage: { href: string; label: string } | null;
  /** The quick enquiry with a prefilled message naming the dog and its page (adoptable dogs), made by the loader. */
  whatsappHref: string | null;
  /** The hospice page, for a hospice dog. */
  hospiceHref: string | null;
}

export function DogProfile({ dog, texts: t, detailTexts: d, infoPage, whatsappHref, hospiceHref }: DogProfileProps) {
  return (
    <>
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
        {infoPage ? (
          <Button asChild variant="outline" size="sm" className="mt-4">
            <a href={infoPage.href} data-discover="true">
              <Icon name="external-link" />
              {infoPage.label}
            </a>
          </Button>
        ) : null}
      </div>
      {whatsappHref ? (
        // WhatsApp's green, darkened until white text on it reaches 4.5:1 (5.4:1; the brand's #25D366 has 2:1).
        <Button asChild size="lg" className="bg-[#0e7a3c] text-white hover:bg-[#0d6e36]">
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
            <Icon name="message-circle" />
            {d.whatsapp}
          </a>
        </Button>
      ) : null}
      {hospiceHref ? (
        <aside className="rounded-lg border border-secondary-foreground/20 bg-secondary p-5" aria-labelledby="dog-hospice-title">
          <h2 id="dog-hospice-title" className="flex items-center gap-2 text-lg font-semibold">
            <Icon name="heart-handshake" className="size-5 text-primary" />
            {d.hospiceTitle}
          </h2>
          <p className="mt-2 text-secondary-foreground">{format(d.hospiceText, { name: dog.title })}</p>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <a href={hospiceHref} data-discover="true">
              {d.hospiceLink}
            </a>
          </Button>
        </aside>
      ) : null}
    </>
  );
}
