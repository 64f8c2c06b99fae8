import { Form, Link } from "react-router";
import { Input, NativeSelect } from "~/components/ui/input";
import { FORM_TYPES } from "~/features/forms/schemas/form-types";
import { format, plural } from "~/i18n/format";
import { intlLocale, locales } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { WorkspacePage } from "../../components/workspace-frame";
import { requestPath, workspacePaths } from "../../paths";
import { commaSeparatedQuery } from "../csv-separator";
import { INBOX_VIEWS, inboxQuery } from "../filters";
import type { InboxListData } from "../inbox-routes.server";
import { REQUEST_STATUSES } from "../statuses";

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The inbox: the views (all, open, mine), the filters and search, one row per request, pages and the CSV export. */
export function InboxListPage({ texts, locale, filter, total, pages, exportQuery, items }: InboxListData) {
  const filtered = Boolean(filter.q || filter.formType || filter.status || filter.locale || filter.dog);
  return (
    <WorkspacePage title={texts.title} intro={texts.intro}>
      <nav aria-label={texts.viewsLabel} className="flex flex-wrap gap-2">
        {INBOX_VIEWS.map((view) => (
          <Link
            key={view}
            to={withQuery(workspacePaths.inbox, inboxQuery({ ...filter, view, page: 1 }))}
            aria-current={filter.view === view ? "page" : undefined}
            className={cn("ui-btn ui-btn-size-sm", filter.view === view ? "ui-btn-default" : "ui-btn-outline")}
          >
            {texts.views[view]}
          </Link>
        ))}
      </nav>

      <Form
        key={inboxQuery(filter)}
        method="get"
        role="search"
        aria-label={texts.filtersLabel}
        className="ui-card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {filter.view !== "all" && <input type="hidden" name="view" value={filter.view} />}
        <div className="space-y-1 sm:col-span-2 lg:col-span-3">
          <label htmlFor="inbox-q" className="block text-sm font-medium">
            {texts.search}
          </label>
          <Input id="inbox-q" type="search" name="q" defaultValue={filter.q} />
        </div>
        <Choice id="inbox-form" name="formType" label={texts.formType} any={texts.any} value={filter.formType}>
          {FORM_TYPES.map((formType) => [formType, texts.forms[formType]])}
        </Choice>
        <Choice id="inbox-status" name="status" label={texts.status} any={texts.any} value={filter.status}>
          {REQUEST_STATUSES.map((status) => [status, texts.statuses[status]])}
        </Choice>
        <Choice id="inbox-locale" name="locale" label={texts.locale} any={texts.any} value={filter.locale}>
          {locales.map((code) => [code, texts.locales[code]])}
        </Choice>
        <div className="space-y-1">
          <label htmlFor="inbox-dog" className="block text-sm font-medium">
            {texts.dog}
          </label>
          <Input id="inbox-dog" name="dog" defaultValue={filter.dog} />
        </div>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
          <button type="submit" className="ui-btn ui-btn-default ui-btn-size-default">
            {texts.filter}
          </button>
          {filtered && (
            <Link
              to={withQuery(workspacePaths.inbox, inboxQuery({ view: filter.view }))}
              className="ui-btn ui-btn-outline ui-btn-size-default"
            >
              {texts.reset}
            </Link>
          )}
        </div>
      </Form>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium">
          {plural(intlLocale[locale], total, texts.found)}
        </p>
        {/* Downloads, not pages: the browser fetches them itself. */}
        <p className="flex flex-wrap items-center gap-3">
          <a href={withQuery(workspacePaths.inboxCsv, exportQuery)} download className="ui-btn ui-btn-outline ui-btn-size-sm">
            {texts.export}
          </a>
          <a
            href={withQuery(workspacePaths.inboxCsv, commaSeparatedQuery(exportQuery))}
            download
            className="text-sm text-primary underline underline-offset-4"
          >
            {texts.exportComma}
          </a>
        </p>
      </div>

      {items.length === 0 ? (
        <p className="text-muted-foreground">{filtered || filter.view !== "all" ? texts.noneFound : texts.none}</p>
      ) : (
        <ol className="divide-y rounded-lg border bg-card" aria-label={texts.title}>
          {items.map((item) => (
            <li key={item.id} className={cn("grid gap-1 p-4 md:grid-cols-[11rem_1fr_auto] md:gap-4", !item.read && "bg-muted/40")}>
              <p className="text-sm text-muted-foreground">
                <time dateTime={item.createdAt.iso}>{item.createdAt.text}</time>
              </p>
              <div className="min-w-0 space-y-1">
                <p className={cn("break-words", !item.read && "font-semibold")}>
                  <Link to={requestPath(item.id)} className="text-primary underline-offset-4 hover:underline">
                    {texts.forms[item.formType]}: {item.name || texts.unnamed}
                  </Link>
                  {item.dogName && (
                    <>
                      {" · "}
                      {/* The dog's requests: the list filtered by it. */}
                      <Link
                        to={withQuery(workspacePaths.inbox, inboxQuery({ view: filter.view, dog: item.dogName }))}
                        className="text-muted-foreground underline underline-offset-4"
                      >
                        {format(texts.about, { dog: item.dogName })}
                      </Link>
                    </>
                  )}
                  {!item.read && <span className="ui-badge ui-badge-default ml-2 align-middle">{texts.unread}</span>}
                </p>
                <p className="break-all text-sm text-muted-foreground">
                  {item.email}
                  {item.assignee && <> · {format(texts.assignedTo, { editor: item.assignee })}</>}
                </p>
              </div>
              <p className="flex flex-wrap items-start gap-2 text-sm">
                <span className="ui-badge ui-badge-secondary">{texts.statuses[item.status]}</span>
                <span className="ui-badge ui-badge-outline">{texts.locales[item.locale]}</span>
                {item.mailState && (
                  <span className={cn("ui-badge", item.mailState === "failed" ? "ui-badge-destructive" : "ui-badge-outline")}>
                    {texts.mailStates[item.mailState]}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}

      {pages > 1 && (
        <nav aria-label={format(texts.pageOf, { page: filter.page, pages })} className="flex flex-wrap items-center gap-3">
          {filter.page > 1 && (
            <Link
              to={withQuery(workspacePaths.inbox, inboxQuery({ ...filter, page: filter.page - 1 }))}
              className="ui-btn ui-btn-outline ui-btn-size-default"
            >
              {texts.newer}
            </Link>
          )}
          <span>{format(texts.pageOf, { page: filter.page, pages })}</span>
          {filter.page < pages && (
            <Link
              to={withQuery(workspacePaths.inbox, inboxQuery({ ...filter, page: filter.page + 1 }))}
              className="ui-btn ui-btn-outline ui-btn-size-default"
            >
              {texts.older}
            </Link>
          )}
        </nav>
      )}
    </WorkspacePage>
  );
}

/** A select of one filter: "all" (empty) and its options as [value, label]. */
function Choice({
  id,
  name,
  label,
  any,
  value,
  children,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  value: string | undefined;
  children: [string, string][];
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <NativeSelect id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{any}</option>
        {children.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
