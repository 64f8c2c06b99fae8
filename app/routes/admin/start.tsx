import { env } from "~/config/env.server";
import { db } from "~/db/db.server";
import { StartPage } from "~/features/admin/components/start-page";
import { shownMoment } from "~/features/admin/dates";
import { workspaceSections } from "~/features/admin/navigation";
import { failedMailTasks, unreadCount } from "~/features/admin/inbox/inbox.server";
import { outboxStatus } from "~/features/admin/outbox-status.server";
import { frameTexts } from "~/features/admin/frame-texts";
import { inboxTexts } from "~/features/admin/inbox/texts";
import { startTexts } from "~/features/admin/start-texts";
import { dogSource } from "~/features/dogs/source.server";
import { goLiveItems } from "~/features/admin/go-live/go-live.server";
import { goLiveTexts } from "~/features/admin/go-live/texts";
import { privacyChange } from "~/features/admin/go-live/privacy-change.server";
import { settingsFields } from "~/platform/settings/fields";
import { settingsTexts } from "~/features/admin/settings/texts";
import { stillExampleFields } from "~/features/admin/go-live/checklist";
import { siteSettings } from "~/platform/settings/current";
import { format } from "~/i18n/format";
import { workspacePaths } from "~/features/admin/paths";
import type { Route } from "./+types/start";

/**
 * `/admin`, the start page: the sections, the unread requests and the requests whose mail failed for good
 * (tasks), and how the site's background work is doing: the mails of the outbox and the dog list.
 */
export async function loader({ context }: Route.LoaderArgs) {
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

export default function StartRoute({ loaderData }: Route.ComponentProps) {
  return <StartPage {...loaderData} />;
}
