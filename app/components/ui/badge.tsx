import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export type BadgeVariant = "default" | "secondary" | "accent" | "outline" | "success" | "destructive";

export function badgeVariants({ variant, className }: { variant?: BadgeVariant | null; className?: string } = {}) {
  return cn("ui-badge", `ui-badge-${variant ?? "default"}`, className);
}

export function Badge({ className, variant, ...props }: ComponentProps<"span"> & { variant?: BadgeVariant | null }) {
  return <span className={badgeVariants({ variant, className })} {...props} />;
}
