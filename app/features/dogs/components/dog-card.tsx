import { MapPin } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { useLocalizedPath, useTranslations } from "~/i18n/hooks";
import { dogMessages, locationText } from "../messages";
import type { DogSummary } from "../types";
import { DogStatusLabel, DogTypeBadges } from "./dog-badges";
import { DogPicture, type PictureLoading } from "./dog-picture";

/** Card images fill a column of the 1/2/3/4-column grid (max. 1280 px wide). */
export const dogCardImageSizes = "(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * One dog in a grid: picture, type badges, status label, name, headline and
 * location; the whole card links to the dog's page. Memoised: a list of 1,000
 * cards re-renders only the cards that change while filtering.
 */
export const DogCard = memo(function DogCard({ dog, loading = "lazy" }: { dog: DogSummary; loading?: PictureLoading }) {
  const t = useTranslations(dogMessages);
  const path = useLocalizedPath();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <DogPicture
          dogId={dog.id}
          imageId={dog.imageId}
          alt={t.card.imageAlt(dog.title)}
          widths={[320, 480, 640]}
          sizes={dogCardImageSizes}
          loading={loading}
        />
        <DogTypeBadges types={dog.types} className="absolute left-3 top-3" />
        <DogStatusLabel status={dog.status} className="absolute right-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-bold leading-tight">
          <Link
            to={path("dogDetail", { slug: dog.slug })}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {dog.title}
          </Link>
        </h3>
        {dog.publicHeadline ? <p className="line-clamp-2 text-sm text-muted-foreground">{dog.publicHeadline}</p> : null}
        <p className="mt-auto flex items-center gap-1 pt-2 text-sm">
          <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {locationText(t, dog.location, dog.detail)}
        </p>
      </div>
    </article>
  );
});
