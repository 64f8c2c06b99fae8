import { HistoryPage } from "~/features/admin/history/history-page";
import { settingsHistoryAction, settingsHistoryLoader } from "~/features/admin/settings/settings-routes.server";
import type { Route } from "./+types/settings-history";

/** `/admin/settings/history`: the settings' versions; `intent=restore` with `version` brings one back as the newest. */
export const loader = (args: Route.LoaderArgs) => settingsHistoryLoader(args);
export const action = (args: Route.ActionArgs) => settingsHistoryAction(args);

export default function SettingsHistoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryPage {...loaderData} error={actionData?.error} />;
}
