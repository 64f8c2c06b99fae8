import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A native label (no script needed to associate it with its control). */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("ui-label", className)} {...props} />;
}
