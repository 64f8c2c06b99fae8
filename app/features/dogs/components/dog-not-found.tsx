import { Icon } from "~/components/icons/icon";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { fullTitle } from "~/features/seo/page-head";
import { useLocale, useLocalizedPath, useTranslations } from "~/i18n/hooks";
import { dogMessages } from "../messages";

/** Spec 1 §2: the dog page's not-found screen (answered with status 404). */
export function DogNotFound() {
  const t = useTranslations(dogMessages).detail;
  const locale = useLocale();
  const path = useLocalizedPath();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
      <title>{fullTitle(locale, t.notFoundTitle)}</title>
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
