import { Icon } from "~/components/icons/icon";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { fullTitle } from "~/features/seo/page-head";
import { useLocalizedPath, useMessages } from "~/i18n/hooks";
import type { Texts } from "~/i18n/texts";

/**
 * Spec 1 §2: the dog page's not-found screen (answered with status 404). An
 * error boundary has no loader data: the texts come with the 404 response.
 */
export function DogNotFound({ texts: t }: { texts: Texts<"dogs">["detail"] }) {
  const { siteName } = useMessages();
  const path = useLocalizedPath();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
      <title>{fullTitle(siteName, t.notFoundTitle)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-4xl font-extrabold">{t.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t.notFoundText}</p>
      <Button asChild className="mt-8">
        <Link to={path("dogs")}>
          <Icon name="arrow-left" />
          {t.back}
        </Link>
      </Button>
    </div>
  );
}
