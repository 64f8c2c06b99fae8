import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";

/** An internal link styled as a button. */
export function ButtonLink({
  to,
  children,
  size = "lg",
  variant,
  className,
}: {
  to: string;
  children: ReactNode;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
  className?: string;
}) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}
