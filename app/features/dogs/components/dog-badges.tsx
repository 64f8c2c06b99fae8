import { useTranslations } from "~/i18n/hooks";
import { cn } from "~/lib/cn";
import { dogMessages } from "../messages";
import { type DogStatus, type DogTypeFlags, dogTypes } from "../types";
import "./dog-card.css";

/** The type badges of a dog: adoption, sponsorship, hospice (spec 1 §2). */
export function DogTypeBadges({ types, className }: { types: DogTypeFlags; className?: string }) {
  const t = useTranslations(dogMessages).types;
  const shown = dogTypes.filter((type) => types[type]);
  if (!shown.length) return null;
  return (
    <div className={cn("dog-badges", className)}>
      {shown.map((type) => (
        <span key={type} className={`dog-badge dog-badge-${type}`}>
          {t[type]}
        </span>
      ))}
    </div>
  );
}

/** Reserviert/Reservado or Verfügbar/Disponible; nothing for a hidden status (spec 1 §4). */
export function DogStatusLabel({ status }: { status: DogStatus }) {
  const t = useTranslations(dogMessages).status;
  if (status === "hidden") return null;
  return <span className={`dog-status dog-status-${status}`}>{t[status]}</span>;
}
