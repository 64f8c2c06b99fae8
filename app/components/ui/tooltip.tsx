import { Tooltip as TooltipPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode, createContext, useContext } from "react";
import { cn } from "~/lib/cn";

/** Spec 1 §9: tooltip delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const InsideProvider = createContext(false);

/**
 * Shares the skip delay between the tooltips inside it. Optional: a tooltip
 * outside any provider brings its own, so the frame loads no tooltip code on
 * pages without tooltips.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root {...props} />;
  return useContext(InsideProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content sideOffset={sideOffset} className={cn("ui-tooltip", className)} {...props} />
    </TooltipPrimitive.Portal>
  );
}

export function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
