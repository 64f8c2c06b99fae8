import type { AppLoadContext } from "react-router";

/** What a workspace route module hands its section's loader or action: the request and its context. */
export interface WorkspaceRouteArgs {
  request: Request;
  context: AppLoadContext;
}
