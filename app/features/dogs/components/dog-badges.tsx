import { Badge } from "~/components/ui/badge";
import { useTranslations } from "~/i18n/hooks";
import { cn } from "~/lib/cn";
import { dogMessages } from "../messages";
import { type DogStatus, type DogTypeFlags, dogTypes } from "../types";

const typeVariants = { adoption: "default", sponsorship: "accent", hospice: "secondary" } as const;

/** The type badges of a dog: adoption, sponsorship, hospice (spec 1 §2). */
export function DogTypeBadges({ types, className }: { types: DogTypeFlags; className?: string }) {
  const t = useTranslations(dogMessages).types;
  const shown = dogTypes.filter((type) => types[type]);
  if (!shown.length) return null;
  return (
    <div className={cn("flex flex-wrap gap-1.5", className)}>
      {shown.map((type) => (
        <Badge key={type} variant={typeVariants[type]} data-dog-type={type}>
          {t[type]}
        </Badge>
      ))}
    </div>
  );
}

/** Reserviert/Reservado or Verfügbar/Disponible; nothing for a hidden status (spec 1 §4). */
export function DogStatusLabel({ status, className }: { status: DogStatus; className?: string }) {
  const t = useTranslations(dogMessages).status;
  if (status === "hidden") return null;
  return (
    <Badge variant={status === "reserved" ? "destructive" : "success"} className={className} data-dog-status={status}>
      {t[status]}
    </Badge>
  );
}
