import { memo } from "react";
import { Icon } from "~/components/icons/icon";
import { FavouriteButton } from "~/features/favourites/favourite-button";
import { format } from "~/i18n/format";
import { locationText } from "../location-text";
import { dogSuffix } from "../suffix";
import type { DogTexts } from "../texts";
import type { DogSummary } from "../types";
import { DogStatusLabel, DogTypeBadges } from "./dog-badges";
import { DogPicture, type PictureLoading } from "./dog-picture";
import "./dog-card.css";

/** Card images fill a column of the 1/2/3/4-column grid (max. 1280 px wide). */
const dogCardImageSizes = "(min-width:1280px) 300px,(min-width:1024px) 33vw,(min-width:640px) 50vw,100vw";

export interface DogCardProps {
  dog: DogSummary;
  href: string;
  texts: DogTexts;
  loading?: PictureLoading;
}

/**
 * One dog in a grid: picture, type badges, status label, the favourites heart,
 * name, headline and location; the title links to the dog's page and covers the card. Lean
 * markup (a list may hold 1,000 cards): a plain link (the frame follows it in
 * the app, see DogGrid), short classes, the map pin from the
 * icon sprite with its stroke set by the class (not on every card). The texts
 * come as a prop (the grid reads them once): a card re-renders only when its
 * own props change. A card is its props alone (no context, nothing per request):
 * the server keeps its markup for every visitor (card-markup.server.ts).
 */
export const DogCard = memo(function DogCard({ dog, href, texts: t, loading = "lazy" }: DogCardProps) {
  return (
    <article className="dog-card">
      <div className="dog-card-media">
        <DogPicture
          dogId={dog.id}
          imageId={dog.imageId}
          alt={format(t.card.imageAlt, { name: dog.title })}
          widths={[320, 640]}
          sizes={dogCardImageSizes}
          loading={loading}
        />
        <DogTypeBadges types={dog.types} labels={t.types} />
        <DogStatusLabel status={dog.status} labels={t.status} />
        <FavouriteButton suffix={dogSuffix(dog.id)} texts={t.favourite} className="dog-fav" />
      </div>
      <div className="dog-card-body">
        <h3>
          <a href={href}>{dog.title}</a>
        </h3>
        {dog.publicHeadline ? <p className="dog-card-headline">{dog.publicHeadline}</p> : null}
        <p className="dog-card-place">
          <Icon name="map-pin" className="dog-pin" />
          {locationText(t, dog.location, dog.detail)}
        </p>
      </div>
    </article>
  );
});
