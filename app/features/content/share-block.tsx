import { Icon } from "~/components/icons/icon";
import type { MouseEvent, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { type ShareLinks, sharePopupFeatures } from "./share-links";
import type { ContentTexts } from "./texts";

type Network = keyof ShareLinks;

const icons: Record<Network, ReactNode> = {
  facebook: <Icon name="facebook" className="size-5" />,
  twitter: <Icon name="twitter" className="size-5" />,
  linkedin: <Icon name="linkedin" className="size-5" />,
  email: <Icon name="mail" className="size-5" />,
};

const networks: Network[] = ["facebook", "twitter", "linkedin", "email"];

/** With JavaScript the social links open a 600x400 popup; without, a new tab. */
function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const popup = window.open(event.currentTarget.href, "_blank", sharePopupFeatures);
  if (popup) popup.opener = null;
}

/**
 * Share block of blog posts and guides (Facebook, Twitter, LinkedIn, e-mail): `links` made by the page's loader
 * (shareLinks).
 * `full` shows a heading and labelled buttons, `compact` a row of icon buttons.
 */
export function ShareBlock({
  links,
  heading,
  variant = "full",
  className,
  texts: t,
}: {
  links: ShareLinks;
  heading?: string;
  variant?: "full" | "compact";
  className?: string;
  texts: ContentTexts["share"];
}) {
  const compact = variant === "compact";
  return (
    <div className={cn(compact ? "flex items-center gap-2" : "rounded-lg border bg-card p-6", className)} data-testid="share-block">
      <p className={compact ? "mr-1 text-sm font-semibold" : "mb-4 text-lg font-bold"}>{compact ? t.label : (heading ?? t.label)}</p>
      <ul className="flex flex-wrap gap-2">
        {networks.map((network) => (
          <li key={network}>
            <a
              href={links[network]}
              {...(network === "email" ? {} : { target: "_blank", rel: "noopener noreferrer", onClick: openPopup })}
              aria-label={t[network]}
              title={t[network]}
              className={cn(
                "inline-flex items-center justify-center gap-2 rounded-md border border-input bg-card text-sm font-semibold transition-colors hover:bg-muted",
                compact ? "size-10" : "h-11 px-4",
              )}
            >
              {icons[network]}
              {compact ? null : <span aria-hidden="true">{t.names[network]}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
