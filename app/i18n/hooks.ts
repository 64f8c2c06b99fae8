import { useRouteLoaderData } from "react-router";
import type { RootLoaderData } from "~/root";
import type { Locale } from "./locales";
import type { FrameMessages } from "./messages";
import { fillPathPattern } from "./path-pattern";
import type { HasParams, RouteKey, RouteParams } from "./route-table";

/**
 * Locale, origins, frame messages and paths of this request, from the root loader.
 * (The root loader only reads the request context, so its data is always there.)
 */
export function useSite(): RootLoaderData {
  const data = useRouteLoaderData<RootLoaderData>("root");
  if (!data) throw new Error("root loader data missing");
  return data;
}

export function useLocale(): Locale {
  return useSite().locale;
}

/** The frame's messages in the current language. */
export function useMessages(): FrameMessages {
  return useSite().messages;
}

/**
 * A catalogue's texts (`{ de, es }`) in the current language, for the
 * deferred form islands only (their code, both languages included, loads at
 * the first interaction). Page texts come as the page's loader data
 * (`textsFor`), handed to its components as props.
 */
export function useTranslations<T>(catalogue: Record<Locale, T>): T {
  return catalogue[useLocale()];
}

/** Localised path of a route key in the current language (its paths are root loader data). */
export function useLocalizedPath() {
  const { paths } = useSite();
  return <K extends RouteKey>(key: K, ...[params]: HasParams<K> extends true ? [RouteParams<K>] : [RouteParams<K>?]) =>
    fillPathPattern(paths[key], params, key);
}
