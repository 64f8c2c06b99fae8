import type { ReactNode } from "react";
import { Link } from "react-router";
import { commaSeparatedQuery } from "~/features/admin/inbox/csv-separator";
import { workspacePaths } from "~/features/admin/paths";
import { Panel, WorkspacePage } from "~/features/admin/components/workspace-frame";
import { format } from "~/i18n/format";
import { intlLocale } from "~/i18n/locales";
import type { InsightsPageData } from "../insights-routes.server";
import type { CountedRow, DogFigures } from "~/features/insights/report";

/** A dog's figures with its page's path on this host (the loader's). */
type ShownDog = DogFigures & { path?: string };
import { InsightsChart } from "./insights-chart";

const cell = "px-3 py-2 text-right tabular-nums";
const headCell = "px-3 py-2 text-right font-medium";

/** A table that scrolls sideways on a narrow screen rather than the page. */
function Table({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b text-muted-foreground">{head}</thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

/** `/admin/insights`: the period form, the totals, the 90 days' chart, then per dog, page, host, referrer and empty search. */
export function InsightsPage({ texts, locale, invalid, presets, query, report }: InsightsPageData) {
  const number = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 1 });
  const dateFormat = new Intl.DateTimeFormat(intlLocale[locale], { day: "numeric", month: "short", timeZone: "UTC" });
  const longDate = new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "medium", timeZone: "UTC" });
  const day = (value: string) => dateFormat.format(new Date(`${value}T00:00:00Z`));
  const longDay = (value: string) => longDate.format(new Date(`${value}T00:00:00Z`));
  const csvPath = `${workspacePaths.insightsCsv}?${query}`;
  const chart = report.chart;
  const max = Math.max(0, ...chart.map((entry) => entry.views));

  const rowsTable = (id: string, heading: string, rows: CountedRow[], first: string, showHost: boolean) => (
    <Panel id={id} heading={heading}>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{texts.nothing}</p>
      ) : (
        <Table
          caption={heading}
          head={
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {first}
              </th>
              {showHost && (
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {texts.pages.host}
                </th>
              )}
              <th scope="col" className={headCell}>
                {texts.pages.views}
              </th>
              <th scope="col" className={headCell}>
                {texts.pages.visitors}
              </th>
            </tr>
          }
        >
          {rows.map((row) => (
            <tr key={`${row.host} ${row.key}`}>
              <td className="break-all px-3 py-2">{row.key}</td>
              {showHost && <td className="px-3 py-2">{row.host}</td>}
              <td className={cell}>{number.format(row.views)}</td>
              <td className={cell}>{number.format(row.visitors)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );

  const dogCells = (dog: ShownDog) => [
    dog.daysOnline === undefined ? texts.dogs.unknown : number.format(dog.daysOnline),
    number.format(dog.views),
    number.format(dog.visitors),
    number.format(dog.favourites),
    number.format(dog.shares),
    number.format(dog.prints),
    number.format(dog.adoptionRequests),
    number.format(dog.sponsorshipRequests),
    number.format(dog.requests),
    dog.requestsPer100 === undefined ? texts.dogs.unknown : number.format(dog.requestsPer100),
  ];
  const dogColumns = [
    texts.dogs.daysOnline,
    texts.dogs.views,
    texts.dogs.visitors,
    texts.dogs.favourites,
    texts.dogs.shares,
    texts.dogs.prints,
    texts.dogs.adoption,
    texts.dogs.sponsorship,
    texts.dogs.requests,
    texts.dogs.per100,
  ];

  return (
    <WorkspacePage title={texts.title} intro={texts.intro}>
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label={texts.period.legend}>
        <label className="grid gap-1 text-sm">
          {texts.period.from}
          <input type="date" name="from" defaultValue={report.from} className="ui-input" required />
        </label>
        <label className="grid gap-1 text-sm">
          {texts.period.to}
          <input type="date" name="to" defaultValue={report.to} className="ui-input" required />
        </label>
        <button type="submit" className="ui-btn ui-btn-default ui-btn-size-default">
          {texts.period.show}
        </button>
        <nav aria-label={texts.period.legend} className="flex flex-wrap gap-2">
          {presets.map((days) => (
            <Link key={days} to={`${workspacePaths.insights}?days=${days}`} className="ui-btn ui-btn-outline ui-btn-size-sm">
              {format(texts.period.presets, { days })}
            </Link>
          ))}
        </nav>
      </form>
      {invalid && <p role="status">{texts.period.invalid}</p>}

      <Panel
        id="insights-totals"
        heading={`${texts.totals.heading}: ${format(texts.period.shown, { from: longDay(report.from), to: longDay(report.to) })}`}
      >
        <dl className="grid gap-4 sm:grid-cols-3">
          {(
            [
              [texts.totals.views, report.totals.views, "views"],
              [texts.totals.visitors, report.totals.visitors, "visitors"],
              [texts.totals.requests, report.totals.requests, "requests"],
            ] as const
          ).map(([label, value, key]) => (
            <div key={key} className="rounded-lg border p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums" data-total={key}>
                {number.format(value)}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-3">
          <a href={csvPath} download className="ui-btn ui-btn-outline ui-btn-size-sm">
            {texts.csv.download}
          </a>
          <a href={`${workspacePaths.insightsCsv}?${commaSeparatedQuery(query)}`} download className="ui-btn ui-btn-outline ui-btn-size-sm">
            {texts.csv.downloadComma}
          </a>
        </div>
      </Panel>

      <Panel id="insights-chart" heading={texts.chart.heading}>
        <InsightsChart
          days={chart}
          dayLabel={day}
          labels={{
            views: texts.chart.views,
            visitors: texts.chart.visitors,
            description: format(texts.chart.description, {
              from: longDay(chart[0]?.day ?? report.to),
              to: longDay(chart.at(-1)?.day ?? report.to),
              max: number.format(max),
            }),
          }}
        />
      </Panel>

      <Panel id="insights-dogs" heading={texts.dogs.heading}>
        <p className="text-muted-foreground">{texts.dogs.intro}</p>
        {report.dogs.length === 0 ? (
          <p>{texts.dogs.none}</p>
        ) : (
          <Table
            caption={texts.dogs.heading}
            head={
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {texts.dogs.dog}
                </th>
                {dogColumns.map((column) => (
                  <th key={column} scope="col" className={headCell}>
                    {column}
                  </th>
                ))}
              </tr>
            }
          >
            {report.dogs.map((dog) => (
              <tr key={dog.id} data-dog-id={dog.id}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {dog.path ? (
                    <a href={dog.path} className="font-medium underline">
                      {dog.title}
                    </a>
                  ) : (
                    <span>
                      {dog.title} <span className="text-muted-foreground">({texts.dogs.notListed})</span>
                    </span>
                  )}
                  {dog.flag && (
                    <span
                      className={`ml-2 inline-block rounded px-1.5 py-0.5 text-xs ${dog.flag === "seenNotAsked" ? "bg-amber-100 text-amber-900" : "bg-muted text-muted-foreground"}`}
                    >
                      {texts.dogs[dog.flag]}
                    </span>
                  )}
                </th>
                {dogCells(dog).map((value, index) => (
                  <td key={dogColumns[index]} className={cell}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </Table>
        )}
      </Panel>

      {rowsTable("insights-pages", texts.pages.heading, report.pages, texts.pages.page, true)}
      {rowsTable("insights-hosts", texts.hosts.heading, report.hosts, texts.pages.host, false)}
      <div className="space-y-2">
        {rowsTable("insights-referrers", texts.referrers.heading, report.referrers, texts.referrers.referrer, false)}
        <p className="text-sm text-muted-foreground">{texts.referrers.note}</p>
      </div>
      <Panel id="insights-searches" heading={texts.emptySearches.heading}>
        {report.emptySearches.length === 0 ? (
          <p className="text-muted-foreground">{texts.nothing}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {report.emptySearches.map((search) => (
              <li key={`${search.host} ${search.key}`} className="rounded border px-2 py-1 text-sm">
                „{search.key}“ <span className="tabular-nums text-muted-foreground">× {number.format(search.views)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <p className="max-w-3xl text-sm text-muted-foreground">{texts.howCounted}</p>
    </WorkspacePage>
  );
}
