import { Link } from "react-router";
import type { ShownMoment } from "../dates";
import { workspacePaths } from "../paths";
import type { ActivityTexts } from "../activity-texts";
import { WorkspacePage } from "./workspace-frame";

export interface ActivityPageProps {
  texts: ActivityTexts;
  page: number;
  hasMore: boolean;
  entries: { id: string; at: ShownMoment; who: string; what: string; summary: string }[];
}

/** The activity log: one entry a row on wide screens, a small block each on narrow ones. */
export function ActivityPage({ texts, page, hasMore, entries }: ActivityPageProps) {
  const pageLink = (to: number) => (to === 1 ? workspacePaths.activity : `${workspacePaths.activity}?page=${to}`);
  return (
    <WorkspacePage title={texts.title} intro={texts.intro}>
      {entries.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ol className="divide-y rounded-lg border bg-card">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 p-4 md:grid-cols-[12rem_16rem_1fr] md:gap-4">
              <p>
                <span className="sr-only">{texts.when}: </span>
                <time dateTime={entry.at.iso}>{entry.at.text}</time>
              </p>
              <p className="break-all">
                <span className="sr-only">{texts.who}: </span>
                {entry.who}
              </p>
              <div>
                <p className="font-medium">
                  <span className="sr-only">{texts.what}: </span>
                  {entry.what}
                </p>
                <p className="break-all text-muted-foreground">
                  <span className="sr-only">{texts.details}: </span>
                  {entry.summary}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {(page > 1 || hasMore) && (
        <nav aria-label={texts.title} className="flex flex-wrap gap-3">
          {page > 1 && (
            <Link to={pageLink(page - 1)} className="ui-btn ui-btn-outline ui-btn-size-default">
              {texts.newer}
            </Link>
          )}
          {hasMore && (
            <Link to={pageLink(page + 1)} className="ui-btn ui-btn-outline ui-btn-size-default">
              {texts.older}
            </Link>
          )}
        </nav>
      )}
    </WorkspacePage>
  );
}
