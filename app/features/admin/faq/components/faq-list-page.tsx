import { Link } from "react-router";
import { format } from "~/i18n/format";
import { MoveButtons } from "../../components/move-buttons";
import { Notice, WorkspacePage } from "../../components/workspace-frame";
import type { FaqListData } from "../faq-routes.server";

/** The FAQ entries per catalogue in their pages' order, each with its languages and anchors, and arrows to move it. */
export function FaqListPage({ texts, deleted, catalogues }: FaqListData) {
  return (
    <WorkspacePage title={texts.title} intro={texts.intro}>
      {deleted && <Notice tone="success">{format(texts.deleted, { question: deleted })}</Notice>}
      {catalogues.map(({ catalogue, anchor, title, newPath, entries }) => (
        <section key={catalogue} id={anchor} aria-labelledby={`${anchor}-title`} className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id={`${anchor}-title`} className="text-2xl font-semibold">
              {title}
            </h2>
            <Link to={newPath} className="ui-btn ui-btn-default ui-btn-size-default">
              {format(texts.createIn, { catalogue: title })}
            </Link>
          </div>
          {entries.length === 0 ? (
            <p className="text-muted-foreground">{texts.none}</p>
          ) : (
            <ol className="divide-y rounded-lg border bg-card">
              {entries.map((entry, index) => (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0 space-y-1">
                    <p className="font-semibold">
                      <Link to={entry.path} className="hover:underline">
                        {entry.question}
                      </Link>
                      {entry.only && <span className="ui-badge ui-badge-outline ml-2 align-middle">{entry.only}</span>}
                    </p>
                    {entry.other && <p className="text-sm">{entry.other}</p>}
                    {entry.anchors.length > 0 && (
                      <p className="text-sm text-muted-foreground">
                        {entry.anchors.map((shown) => format(texts.anchor, { anchor: shown })).join(" · ")}
                      </p>
                    )}
                  </div>
                  <MoveButtons id={entry.id} item={entry.question} first={index === 0} last={index === entries.length - 1} texts={texts} />
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </WorkspacePage>
  );
}
