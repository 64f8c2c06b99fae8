import { workspacePaths } from "./paths";
import type { FrameTexts } from "./frame-texts";

export type SectionKey = keyof FrameTexts["nav"];

/**
 * The workspace's sections in the navigation's order (the frame's navigation, the start page's links). Only
 * sections that exist are listed: a new part of the workspace adds its entry here (its words are in
 * frame-texts.ts, `nav`, and start-texts.ts, `sections`).
 */
export const workspaceSections: readonly { key: SectionKey; path: string }[] = [
  { key: "start", path: workspacePaths.start },
  { key: "inbox", path: workspacePaths.inbox },
  { key: "insights", path: workspacePaths.insights },
  { key: "posts", path: workspacePaths.posts },
  { key: "guides", path: workspacePaths.guides },
  { key: "team", path: workspacePaths.team },
  { key: "faq", path: workspacePaths.faq },
  { key: "spam", path: workspacePaths.spam },
  { key: "people", path: workspacePaths.people },
  { key: "editors", path: workspacePaths.editors },
  { key: "pages", path: workspacePaths.pages },
  { key: "settings", path: workspacePaths.settings },
  { key: "activity", path: workspacePaths.activity },
];
