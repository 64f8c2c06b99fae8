import { Outlet, isRouteErrorResponse, useRouteError } from "react-router";
import stylesheet from "~/features/admin/admin.css?url";
import { type WorkspaceFrameData, useWorkspaceFrame } from "~/features/admin/components/frame-data";
import { WorkspaceFrame, WorkspacePage } from "~/features/admin/components/workspace-frame";
import { workspaceSections } from "~/features/admin/navigation";
import { workspacePaths } from "~/features/admin/paths";
import { frameTexts } from "~/features/admin/frame-texts";
import type { Route } from "./+types/layout";

/**
 * The editors' workspace (/admin): its own frame and stylesheet, beside the public site's layout. The
 * sign-in pages sit in it too, so this loader asks for nobody; every other workspace route is in the guarded
 * layout signed-in.tsx.
 */

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function loader({ context }: Route.LoaderArgs): WorkspaceFrameData {
  const texts = frameTexts[context.locale];
  return {
    texts,
    editor: context.editor?.shownAs ?? null,
    sections: workspaceSections.map((section) => ({ ...section, label: texts.nav[section.key] })),
  };
}

export default function WorkspaceLayout({ loaderData }: Route.ComponentProps) {
  return (
    <WorkspaceFrame frame={loaderData}>
      <Outlet />
    </WorkspaceFrame>
  );
}

/** Not found (404) and failures of the workspace's pages, in the workspace's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const frame = useWorkspaceFrame();
  // Only when this loader itself failed, which reads nothing but the request: the root's last resort.
  if (!frame) throw error;
  const { notFound, error: failed, backToStart } = frame.texts;
  const shown = isRouteErrorResponse(error) && error.status === 404 ? notFound : failed;
  return (
    <WorkspaceFrame frame={frame}>
      <WorkspacePage title={shown.title} intro={shown.text}>
        <a href={workspacePaths.start} className="ui-btn ui-btn-default ui-btn-size-default">
          {backToStart}
        </a>
      </WorkspacePage>
    </WorkspaceFrame>
  );
}
