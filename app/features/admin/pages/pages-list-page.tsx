import { Link } from "react-router";
import { WorkspacePage } from "../components/workspace-frame";
import type { pagesLoader } from "./pages-routes.server";

/** The pages whose texts editors change, each with how much was changed, its editor and its public page. */
export function PagesListPage({ texts, pages }: ReturnType<typeof pagesLoader>) {
  return (
    <WorkspacePage title={texts.title} intro={texts.intro}>
      <ul className="divide-y rounded-md border">
        {pages.map((page) => (
          <li key={page.key} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-semibold">{page.name}</p>
              <p className="text-sm text-muted-foreground">{page.state}</p>
            </div>
            <div className="flex flex-wrap gap-3 text-sm">
              <Link to={page.path} className="ui-btn ui-btn-outline ui-btn-size-sm" aria-label={`${texts.edit}: ${page.name}`}>
                {texts.edit}
              </Link>
              <a href={page.publicUrl} className="text-primary underline underline-offset-4">
                {texts.view}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </WorkspacePage>
  );
}
