import { env } from "~/config/env.server";
import { firstTeam } from "~/features/team/first-team";
import { currentTeam } from "~/features/team/store.server";
import { logger } from "~/lib/logger.server";
import { siteSettings } from "~/platform/settings/current";
import { type GoLiveItem, goLiveChecklist } from "./checklist";
import { goLiveLog } from "./texts";

/** What still stands between this site and going live, from its settings, its team and the server's environment. */
export function goLiveItems(): GoLiveItem[] {
  const { DOGS_SOURCE_URL, SMTP_URL, EDITOR_EMAILS, BACKUP_DIR } = env();
  return goLiveChecklist({
    settings: siteSettings(),
    teamNames: currentTeam().map((member) => member.name),
    exampleTeamNames: firstTeam.map((member) => member.name),
    dogSourceConfigured: Boolean(DOGS_SOURCE_URL),
    mailServerConfigured: Boolean(SMTP_URL),
    editorAddressesConfigured: Boolean(EDITOR_EMAILS?.trim()),
    backupsConfigured: Boolean(BACKUP_DIR),
  });
}

/** Once at the start of a production server: the checklist in the log, so an operator sees it without signing in. */
export function logGoLiveChecklist() {
  const items = goLiveItems();
  if (items.length > 0) logger.warn({ goLive: items }, `Before going live: ${items.map((item) => goLiveLog[item]).join("; ")}`);
}
