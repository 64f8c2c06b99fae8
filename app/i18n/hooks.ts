import { useRouteLoaderData } from "react-router";
import type { RootLoaderData } from "~/root";
import { type Locale, defaultLocale } from "./locales";
import { type Messages, messages } from "./messages";
import { type HasParams, type RouteKey, type RouteParams, localizedPath } from "./route-table";

const fallbackOrigins: Record<Locale, string> = { de: "http://localhost:3000", es: "http://es.localhost:3000" };

/** Locale and origins of this request (from the root loader; German if it failed). */
export function useSite(): Pick<RootLoaderData, "locale" | "origins"> {
  const data = useRouteLoaderData<RootLoaderData>("root");
  return data ?? { locale: defaultLocale, origins: fallbackOrigins };
}

export function useLocale(): Locale {
  return useSite().locale;
}

/** The frame's messages in the current language. */
export function useMessages(): Messages {
  return messages[useLocale()];
}

/** A feature's messages (`{ de, es }`) in the current language. */
export function useTranslations<T>(catalogue: Record<Locale, T>): T {
  return catalogue[useLocale()];
}

/** Localised path of a route key in the current language. */
export function useLocalizedPath() {
  const locale = useLocale();
  return <K extends RouteKey>(key: K, ...params: HasParams<K> extends true ? [RouteParams<K>] : [RouteParams<K>?]) =>
    localizedPath(key, locale, ...params);
}
