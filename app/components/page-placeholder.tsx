import { useMessages } from "~/i18n/hooks";
import type { RouteKey } from "~/i18n/route-table";

/** Temporary body of a page whose content lands with a later issue; the frame around it is final. */
export function PagePlaceholder({ routeKey, heading }: { routeKey: RouteKey; heading?: string }) {
  const page = useMessages().pages[routeKey];
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-extrabold tracking-tight">{heading ?? page.title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{page.description}</p>
    </section>
  );
}
