import { env } from "~/config/env.server";
import { db } from "~/db/db.server";
import { dogSource } from "~/features/dogs/source.server";
import { format } from "~/i18n/format";
import { siteSettings } from "~/platform/settings/current";
import { settingsFields } from "~/platform/settings/fields";
import { shownMoment } from "./dates";
import { workspaceSections } from "./navigation";
import { failedMailTasks, unreadCount } from "./inbox/inbox.server";
import { outboxStatus } from "./outbox-status.server";
import { frameTexts } from "./frame-texts";
import { inboxTexts } from "./inbox/texts";
import { startTexts } from "./start-texts";
import { goLiveItems } from "./go-live/go-live.server";
import { goLiveTexts } from "./go-live/texts";
import { privacyChange } from "./go-live/privacy-change.server";
import { settingsTexts } from "./settings/texts";
import { stillExampleFields } from "./go-live/checklist";
import { workspacePaths } from "./paths";
import type { WorkspaceRouteArgs } from "./route-args";

/** The loader of the start page (app/routes/admin/start.tsx). */

/**
 * `/admin`, the start page: the sections, the unread requests and the requests whose mail failed for good
 * (tasks), and how the site's background work is doing: the mails of the outbox and the dog list.
 */
export async function startLoader({ context }: WorkspaceRouteArgs) {
  const { locale } = context;
  const texts = startTexts[locale];
  const moment = (value: Date | string | null | undefined) => (value ? shownMoment(new Date(value), locale) : undefined);
  const database = await db();
  const [outbox, unread, tasks, privacy] = await Promise.all([
    outboxStatus(database),
    unreadCount(database),
    failedMailTasks(database),
    privacyChange(database, locale),
  ]);
  const dogs = dogSource().status();
  const goLive = goLiveTexts[locale];
  const exampleGroups = [
    ...new Set(stillExampleFields(siteSettings()).map((name) => settingsFields.find((field) => field.name === name)!.group)),
  ];
  const links: Partial<Record<string, { path: string; label: string }>> = {
    exampleFacts: { path: workspacePaths.settings, label: goLive.links.exampleFacts },
    exampleTeam: { path: workspacePaths.team, label: goLive.links.exampleTeam },
  };
  return {
    goLive: {
      heading: goLive.heading,
      intro: goLive.intro,
      items: goLiveItems().map((item) => ({
        key: item,
        text: format(goLive.items[item], { groups: exampleGroups.map((group) => settingsTexts[locale].groups[group]).join(", ") }),
        link: links[item],
      })),
    },
    privacyChange: privacy && {
      heading: goLive.privacyChange.heading,
      text: format(privacy.missing ? goLive.privacyChange.missing : goLive.privacyChange.unread, { section: privacy.heading }),
      showText: goLive.privacyChange.showText,
      paragraphs: privacy.paragraphs,
      link: { path: `${workspacePaths.pages}/privacy`, label: goLive.privacyChange.link },
    },
    texts,
    sections: workspaceSections.flatMap((section) =>
      section.key === "start"
        ? []
        : [{ path: section.path, label: frameTexts[locale].nav[section.key], description: texts.sections[section.key] }],
    ),
    mail: {
      waiting: outbox.waiting,
      failed: outbox.failed,
      oldestWaiting: moment(outbox.oldestWaitingAt),
      deliveryConfigured: Boolean(env().SMTP_URL),
    },
    inbox: { unread },
    tasks: tasks.map((task) => ({
      requestId: task.requestId,
      form: inboxTexts[locale].forms[task.formType],
      receivedAt: shownMoment(task.receivedAt, locale),
      attempts: task.attempts,
      lastError: task.lastError,
    })),
    dogs: {
      sample: dogs.mode === "sample",
      count: dogs.dogs,
      lastSuccess: moment(dogs.lastSuccessAt),
      lastFailure: moment(dogs.lastFailureAt),
      failing: dogs.failing,
    },
  };
}
