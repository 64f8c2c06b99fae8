import { SettingsPage } from "~/features/admin/settings/settings-page";
import { settingsAction, settingsLoader } from "~/features/admin/settings/settings-routes.server";
import type { Route } from "./+types/settings";

/** `/admin/settings`: the association's facts; saving a wrong value names the field and saves nothing. */
export const loader = (args: Route.LoaderArgs) => settingsLoader(args);
export const action = (args: Route.ActionArgs) => settingsAction(args);

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsPage {...loaderData} refusal={actionData} />;
}
