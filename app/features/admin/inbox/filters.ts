import { type Locale, isLocale } from "~/i18n/locales";
import { type FormType, isFormType } from "~/features/forms/schemas/form-types";
import { type RequestStatus, isRequestStatus } from "./statuses";

/** Which requests the inbox shows: my open ones, everybody's open ones, or all. */
export const INBOX_VIEWS = ["all", "open", "my"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/**
 * The inbox's filters as its query string carries them: `q`, `formType`, `status`, `locale` (fixed names that
 * outside checks rely on), `dog`, `view` and `page`. The list, its pages and the CSV export read the same filter.
 */
export interface InboxFilter {
  q: string;
  formType?: FormType;
  status?: RequestStatus;
  locale?: Locale;
  dog: string;
  view: InboxView;
  page: number;
}

/** Longest search text or dog name taken from the query string: anything longer is cut. */
const MAX_TEXT = 200;

const textParam = (params: URLSearchParams, name: string) => (params.get(name) ?? "").trim().slice(0, MAX_TEXT);

/** An unknown value of a filter means no filter: a stale link still shows the inbox. */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const formType = params.get("formType");
  const status = params.get("status");
  const locale = params.get("locale");
  const view = params.get("view");
  const page = Number(params.get("page") ?? "1");
  return {
    q: textParam(params, "q"),
    formType: isFormType(formType) ? formType : undefined,
    status: isRequestStatus(status) ? status : undefined,
    locale: isLocale(locale) ? locale : undefined,
    dog: textParam(params, "dog"),
    view: (INBOX_VIEWS as readonly unknown[]).includes(view) ? (view as InboxView) : "all",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a filter (without `?`; defaults left out), e.g. for the next page or the CSV link. */
export function inboxQuery(filter: Partial<InboxFilter>): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.formType) params.set("formType", filter.formType);
  if (filter.status) params.set("status", filter.status);
  if (filter.locale) params.set("locale", filter.locale);
  if (filter.dog) params.set("dog", filter.dog);
  if (filter.view && filter.view !== "all") params.set("view", filter.view);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  return params.toString();
}

/**
 * The filter as the activity log records an export: which filters were set, never the searched text or the dog
 * (a search may be a person's name).
 */
export function filterSummary(filter: InboxFilter): string {
  const parts = [
    filter.formType && `formType=${filter.formType}`,
    filter.status && `status=${filter.status}`,
    filter.locale && `locale=${filter.locale}`,
    filter.view !== "all" && `view=${filter.view}`,
    filter.q && "q=…",
    filter.dog && "dog=…",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "–";
}
