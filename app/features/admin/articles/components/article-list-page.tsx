import { Form, Link } from "react-router";
import { Input } from "~/components/ui/input";
import { format } from "~/i18n/format";
import { articlePath } from "../../paths";
import { MoveButtons } from "../../components/move-buttons";
import { Notice, WorkspacePage } from "../../components/workspace-frame";
import type { ArticleListData } from "../article-routes.server";

/** The posts or guides: search, each item's state and dates; guides in their order, with buttons to move them. */
export function ArticleListPage({ kind, q, texts, items, deleted }: ArticleListData) {
  const newPath = `${articlePath(kind, "new")}`;
  return (
    <WorkspacePage title={texts.title} intro={texts.intro}>
      {deleted && <Notice tone="success">{format(texts.deleted, { title: deleted })}</Notice>}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Form method="get" role="search" className="flex items-end gap-2">
          <div className="space-y-1">
            <label htmlFor="article-search" className="block text-sm font-medium">
              {texts.searchLabel}
            </label>
            <Input id="article-search" type="search" name="q" defaultValue={q} />
          </div>
          <button type="submit" className="ui-btn ui-btn-outline ui-btn-size-default">
            {texts.searchSubmit}
          </button>
        </Form>
        <Link to={newPath} className="ui-btn ui-btn-default ui-btn-size-default">
          {texts.create}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{q ? texts.noneFound : texts.none}</p>
      ) : (
        <ol className="divide-y rounded-lg border bg-card">
          {items.map((item, index) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold">
                  <Link to={articlePath(kind, item.id)} className="hover:underline">
                    {item.titleDe}
                  </Link>
                  <span className={`ui-badge ml-2 align-middle ${item.status === "published" ? "ui-badge-default" : "ui-badge-secondary"}`}>
                    {texts.status[item.status]}
                  </span>
                  {item.featured && <span className="ui-badge ui-badge-outline ml-2 align-middle">{texts.featured}</span>}
                </p>
                <p lang="es" className="text-sm">
                  {item.titleEs}
                </p>
                <p className="text-sm text-muted-foreground">
                  {item.scheduledFor && <>{item.scheduledFor} · </>}
                  {item.publishedDate && <>{format(texts.publishedOn, { date: item.publishedDate })} · </>}
                  <time dateTime={item.changed.iso}>{format(texts.changed, { date: item.changed.text })}</time>
                </p>
              </div>
              {kind === "guide" && !q && (
                <MoveButtons id={item.id} item={item.titleDe} first={index === 0} last={index === items.length - 1} texts={texts} />
              )}
            </li>
          ))}
        </ol>
      )}
    </WorkspacePage>
  );
}
