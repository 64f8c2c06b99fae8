import { type AppLoadContext, type LoaderFunctionArgs, data } from "react-router";
import type { Locale } from "~/i18n/locales";

/**
 * Loader of the per-language layouts: a path of the other language is not
 * found on this host.
 */
export function localeGuard(locale: Locale) {
  return ({ context }: LoaderFunctionArgs<AppLoadContext>) => {
    if (context.locale !== locale) throw data(null, { status: 404 });
    return null;
  };
}
