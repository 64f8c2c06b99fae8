import { Link } from "react-router";
import { Icon } from "~/components/icons/icon";
import { Button } from "~/components/ui/button";
import { useLocalizedPath, useMessages } from "~/i18n/hooks";

/** The banner itself: loaded when it shows (cookie-banner.tsx), which most visits with a stored decision never do. */
export function CookieBannerView({ decide }: { decide: (analytics: boolean) => void }) {
  const t = useMessages().cookieConsent;
  const path = useLocalizedPath();
  return (
    <section
      aria-label={t.label}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t bg-card p-4 shadow-[0_-4px_20px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 pr-10 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          {t.text}{" "}
          {/* nofollow: a consent notice's link is no content link for search engines (its text is "Mehr erfahren"/"Más información"). */}
          <Link to={path("privacy")} rel="nofollow" className="font-semibold text-primary underline underline-offset-4">
            {t.learnMore}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => decide(false)}>
            {t.reject}
          </Button>
          <Button size="sm" onClick={() => decide(true)}>
            {t.accept}
          </Button>
        </div>
      </div>
      <button
        type="button"
        onClick={() => decide(false)}
        aria-label={t.close}
        className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-full hover:bg-muted cursor-pointer"
      >
        <Icon name="x" className="size-5" />
      </button>
    </section>
  );
}
