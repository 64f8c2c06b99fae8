import { cn } from "~/lib/cn";
import type { DogTexts } from "../texts";
import type { DogStatus, DogType, DogTypeFlags } from "../types";
import "./dog-card.css";

/**
 * The badges' order, that of `dogTypes` (dog-badges.test.ts). Written here: importing `types.ts` made it a chunk of its
 * own shared with the dog list's island, one more request and 0.1 KB on the dog and favourites pages.
 */
export const badgeOrder = ["adoption", "sponsorship", "hospice"] as const satisfies readonly DogType[];

/** The type badges of a dog: adoption, sponsorship, hospice. */
export function DogTypeBadges({ types, labels, className }: { types: DogTypeFlags; labels: DogTexts["types"]; className?: string }) {
  const shown = badgeOrder.filter((type) => types[type]);
  if (!shown.length) return null;
  return (
    <div className={cn("dog-badges", className)}>
      {shown.map((type) => (
        <span key={type} className={`dog-badge dog-badge-${type}`}>
          {labels[type]}
        </span>
      ))}
    </div>
  );
}

/** Reserviert/Reservado or Verfügbar/Disponible; nothing for a hidden status. */
export function DogStatusLabel({ status, labels }: { status: DogStatus; labels: DogTexts["status"] }) {
  if (status === "hidden") return null;
  return <span className={`dog-status dog-status-${status}`}>{labels[status]}</span>;
}
