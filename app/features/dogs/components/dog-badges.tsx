import { cn } from "~/lib/cn";
import type { DogTexts } from "../texts";
import { type DogStatus, type DogTypeFlags, dogTypes } from "../types";
import "./dog-card.css";

/** The type badges of a dog: adoption, sponsorship, hospice. */
export function DogTypeBadges({ types, labels, className }: { types: DogTypeFlags; labels: DogTexts["types"]; className?: string }) {
  const shown = dogTypes.filter((type) => types[type]);
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
