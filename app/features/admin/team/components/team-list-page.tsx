import { Link } from "react-router";
import { format } from "~/i18n/format";
import { MoveButtons } from "../../components/move-buttons";
import { Notice, WorkspacePage } from "../../components/workspace-frame";
import { historyPath, teamMemberPath, workspacePaths } from "../../paths";
import type { TeamListData } from "../team-routes.server";

/** The team in the about page's order: each member with photo and positions, buttons to move them, their history. */
export function TeamListPage({ texts, deleted, members }: TeamListData) {
  return (
    <WorkspacePage title={texts.title} intro={texts.intro}>
      {deleted && <Notice tone="success">{format(texts.deleted, { name: deleted })}</Notice>}
      <div className="flex flex-wrap gap-3">
        <Link to={teamMemberPath("new")} className="ui-btn ui-btn-default ui-btn-size-default">
          {texts.create}
        </Link>
        <Link to={workspacePaths.teamFounder} className="ui-btn ui-btn-outline ui-btn-size-default">
          {texts.founder.link}
        </Link>
      </div>
      {members.length === 0 ? (
        <p className="text-muted-foreground">{texts.none}</p>
      ) : (
        <ol className="divide-y rounded-lg border bg-card">
          {members.map((member, index) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="flex min-w-0 items-center gap-4">
                <img src={member.photo} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full border object-cover" />
                <div className="min-w-0 space-y-1">
                  <p className="font-semibold">
                    <Link to={teamMemberPath(member.id)} className="hover:underline">
                      {member.name}
                    </Link>
                  </p>
                  <p className="text-sm">
                    <span lang="de">{member.positionDe}</span> · <span lang="es">{member.positionEs}</span>
                  </p>
                  <p className="text-sm">
                    <Link to={historyPath(teamMemberPath(member.id))} className="text-primary underline underline-offset-4">
                      {texts.history}
                    </Link>
                  </p>
                </div>
              </div>
              <MoveButtons id={member.id} item={member.name} first={index === 0} last={index === members.length - 1} texts={texts} />
            </li>
          ))}
        </ol>
      )}
    </WorkspacePage>
  );
}
