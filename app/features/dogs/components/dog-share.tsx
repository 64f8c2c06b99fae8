import { useEffect, useState } from "react";
import { useHydrated } from "~/lib/hydrated";
import { Icon } from "~/components/icons/icon";
import type { DogDetailTexts } from "../texts";

/** Where a dog's page can be shared to; built by the loader. */
export interface DogShareLinks {
  url: string;
  whatsapp: string;
  facebook: string;
  email: string;
}

/** The "copied" note shows for 2 seconds. */
const copiedMs = 2000;

const linkClass = "inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-semibold hover:bg-muted";

/**
 * Sharing a dog's page: the phone's share sheet where the browser has one;
 * otherwise WhatsApp, Facebook and e-mail as plain links (they work without
 * JavaScript) and, with JavaScript, copying the link. Printing (the sheet for
 * notice boards, see DogPrintSheet) needs JavaScript too.
 */
export function DogShare({ name, links, texts: t }: { name: string; links: DogShareLinks; texts: DogDetailTexts["share"] }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), copiedMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const sheet = hydrated && typeof navigator.share === "function";
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden" data-testid="dog-share">
      {sheet ? (
        <button
          type="button"
          className={linkClass}
          data-insight="share"
          // React drops the promise, which settles here (a cancelled share is no error); a wrapper would cost
          // bytes on a page within a few bytes of its first-load budget (decision 7).
          // eslint-disable-next-line @typescript-eslint/no-misused-promises
          onClick={() => navigator.share({ title: name, url: links.url }).catch(() => {})}
        >
          <Icon name="share-2" className="size-4" />
          {t.title}
        </button>
      ) : (
        <>
          <span className="mr-1 text-sm font-semibold">{t.title}</span>
          <a href={links.whatsapp} className={linkClass} data-insight="share" target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" className="size-4" />
            {t.whatsapp}
          </a>
          <a href={links.facebook} className={linkClass} data-insight="share" target="_blank" rel="noopener noreferrer">
            <Icon name="facebook" className="size-4" />
            {t.facebook}
          </a>
          <a href={links.email} className={linkClass} data-insight="share">
            <Icon name="mail" className="size-4" />
            {t.email}
          </a>
          {hydrated && navigator.clipboard ? (
            <button
              type="button"
              className={linkClass}
              data-insight="share"
              // As the share button's: the promise settles here.
              // eslint-disable-next-line @typescript-eslint/no-misused-promises
              onClick={() =>
                navigator.clipboard.writeText(links.url).then(
                  () => setCopied(true),
                  () => {},
                )
              }
            >
              <Icon name={copied ? "check" : "copy"} className="size-4" />
              {t.copy}
            </button>
          ) : null}
        </>
      )}
      {hydrated ? (
        <button type="button" className={linkClass} data-insight="print" onClick={() => window.print()}>
          {t.print}
        </button>
      ) : null}
      <span role="status" className="sr-only">
        {copied ? t.copied : ""}
      </span>
    </div>
  );
}
