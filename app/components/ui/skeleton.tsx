import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("ui-skeleton", className)} {...props} />;
}

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center">
      <span aria-hidden="true" className={cn("ui-spinner", className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
