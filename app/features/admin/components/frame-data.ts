import { useRouteLoaderData } from "react-router";
import type { SectionKey } from "../navigation";
import type { FrameTexts } from "../frame-texts";

/** The workspace layout's loader data (routes/admin/layout.tsx): the frame's texts, the editor, the sections. */
export interface WorkspaceFrameData {
  texts: FrameTexts;
  /** The signed-in editor as the workspace shows them (name, else address); null on the sign-in pages. */
  editor: string | null;
  sections: { key: SectionKey; path: string; label: string }[];
}

/** The layout's route id (React Router names routes by their file). */
export const WORKSPACE_LAYOUT_ID = "routes/admin/layout";

/** The frame's data anywhere in the workspace; undefined only when the layout's loader itself failed. */
export function useWorkspaceFrame(): WorkspaceFrameData | undefined {
  return useRouteLoaderData<WorkspaceFrameData>(WORKSPACE_LAYOUT_ID);
}
