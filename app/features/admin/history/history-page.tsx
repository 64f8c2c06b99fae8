import { Form, Link } from "react-router";
import { format } from "~/i18n/format";
import { Notice, WorkspacePage } from "../components/workspace-frame";
import type { HistoryData } from "./history.server";

/** An item's versions, newest first, each restorable (a form that works without JavaScript). */
export function HistoryPage({ texts, title, backPath, restored, versions, error }: HistoryData & { error?: string }) {
  return (
    <WorkspacePage title={title} intro={texts.intro}>
      {restored && <Notice tone="success">{restored}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      <p>
        <Link to={backPath} className="text-primary underline underline-offset-4">
          ← {texts.back}
        </Link>
      </p>
      {versions.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ol className="space-y-3">
          {versions.map((version) => (
            <li key={version.version} className="ui-card flex flex-wrap items-start justify-between gap-4 p-4">
              <div className="space-y-1">
                <p className="font-semibold">
                  {format(texts.version, { version: version.version })}
                  {version.current && <span className="ml-2 text-sm font-normal text-muted-foreground">· {texts.current}</span>}
                </p>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={version.saved.iso}>{version.saved.text}</time> · {version.by}
                </p>
                {version.note && <p className="text-sm">{version.note}</p>}
                <p className="text-sm">{version.changes}</p>
              </div>
              {!version.current && (
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="version" value={version.version} />
                  <button type="submit" className="ui-btn ui-btn-outline ui-btn-size-sm">
                    {format(texts.restore, { version: version.version })}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </WorkspacePage>
  );
}
