import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/hooks";
import type { AlertLinkTexts } from "./texts";

/** Where a confirmation or unsubscribe link stands: its button to press, done, or no (longer) valid link. */
export type LinkState = "ask" | "done" | "invalid";

/**
 * The page a link of the alert mails opens: a button that posts (a plain form, so it works without
 * JavaScript). Opening the link changes nothing: mail scanners that fetch links do not confirm or unsubscribe.
 */
export function AlertLinkPage({ state, token, texts }: { state: LinkState; token: string; texts: AlertLinkTexts["confirm"] }) {
  const path = useLocalizedPath();
  return (
    <>
      <PageHeader title={texts.title} />
      <section className="mx-auto max-w-2xl px-4 py-12 text-center">
        {state === "ask" ? (
          <form method="post" className="flex flex-col items-center gap-6">
            <p className="text-lg">{texts.intro}</p>
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg">
              {texts.button}
            </Button>
          </form>
        ) : (
          <div className="flex flex-col items-center gap-6">
            <p role="status" className="text-lg">
              {state === "done" ? texts.done : texts.invalid}
            </p>
            <Link to={path("dogs")} className={buttonVariants({ variant: "outline" })}>
              {texts.toList}
            </Link>
          </div>
        )}
      </section>
    </>
  );
}
