import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn("ui-field ui-field-line", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn("ui-field ui-field-area", className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn("ui-field ui-field-line", className)} {...props} />;
}
