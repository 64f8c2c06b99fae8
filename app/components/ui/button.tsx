import { type ComponentProps, type ReactElement, cloneElement, isValidElement } from "react";
import { cn } from "~/lib/cn";

export type ButtonVariant = "default" | "accent" | "destructive" | "outline" | "secondary" | "ghost" | "link";
export type ButtonSize = "default" | "sm" | "lg" | "icon";

export interface ButtonStyle {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
  className?: string;
}

/** The button's classes, e.g. for a link styled as a button (styles in app/app.css, components layer). */
export function buttonVariants({ variant, size, className }: ButtonStyle = {}) {
  return cn("ui-btn", `ui-btn-${variant ?? "default"}`, `ui-btn-size-${size ?? "default"}`, className);
}

export interface ButtonProps extends ComponentProps<"button">, Omit<ButtonStyle, "className"> {
  /** Render the only child element (e.g. a Link) with the button's styles and props instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...(props as object), className: cn(classes, child.props.className) });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
