import type { ComponentProps } from "react";
import { Icon } from "~/components/icons/icon";
import { cn } from "~/lib/cn";

/**
 * An accordion of native disclosures: every item is a `<details>`, items
 * sharing a `name` open one at a time (the browser closes the others), each
 * closes again on a second click. No script: it works before hydration and
 * without JavaScript, and the content is in the HTML when closed.
 */
export function AccordionItem({ className, ...props }: ComponentProps<"details">) {
  return <details className={cn("ui-accordion-item", className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<"summary">) {
  return (
    <summary className={cn("ui-accordion-trigger", className)} {...props}>
      {children}
      <Icon name="chevron-down" className="size-4 shrink-0 transition-transform" />
    </summary>
  );
}

export function AccordionContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("ui-accordion-content", className)} {...props} />;
}
