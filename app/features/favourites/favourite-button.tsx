import { Icon } from "~/components/icons/icon";
import { cn } from "~/lib/cn";
import "./favourite-button.css";
import { toggleStoredFavourite, useIsFavourite } from "./store";

/**
 * The heart that puts a dog on the favourites list or takes it off: a toggle
 * button whose pressed state screen readers announce. It appears once its code
 * is there (every heart is in a deferred island: at the visitor's first
 * interaction) and the browser's storage answers; without JavaScript there is
 * no heart at all (the shared link of the favourites page works without it).
 */
export function FavouriteButton({
  suffix,
  texts: t,
  className,
}: {
  /** The dog's suffix (dogSuffix). */
  suffix: string;
  texts: { add: string; remove: string };
  className?: string;
}) {
  const pressed = useIsFavourite(suffix);
  if (pressed === null) return null;
  const label = pressed ? t.remove : t.add;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // The insights' beacon counts a favourite added to this dog (public/insights.js).
      data-insight="favourite"
      data-insight-dog={suffix}
      aria-label={label}
      title={label}
      onClick={() => toggleStoredFavourite(suffix)}
      className={cn("fav", className)}
    >
      <Icon name="heart" />
    </button>
  );
}
