import { env } from "~/config/env.server";
import { db } from "~/db/db.server";
import { StartPage } from "~/features/admin/components/start-page";
import { shownMoment } from "~/features/admin/dates";
import { workspaceSections } from "~/features/admin/navigation";
import { outboxStatus } from "~/features/admin/outbox-status.server";
import { requireEditor } from "~/features/admin/require-editor.server";
import { workspaceTexts } from "~/features/admin/texts";
import { dogSource } from "~/features/dogs/source.server";
import type { Route } from "./+types/start";

/**
 * `/admin`, the start page: the sections, and how the site's background work is doing: the mails of the
 * outbox and the dog list. (The inbox's unread requests join them here when the inbox exists.)
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireEditor(request, context);
  const { locale } = context;
  const texts = workspaceTexts[locale];
  const moment = (value: Date | string | null | undefined) => (value ? shownMoment(new Date(value), locale) : undefined);
  const outbox = await outboxStatus(await db());
  const dogs = dogSource().status();
  return {
    texts: texts.start,
    sections: workspaceSections.flatMap((section) =>
      section.key === "start"
        ? []
        : [{ path: section.path, label: texts.frame.nav[section.key], description: texts.start.sections[section.key] }],
    ),
    mail: {
      waiting: outbox.waiting,
      failed: outbox.failed,
      oldestWaiting: moment(outbox.oldestWaitingAt),
      deliveryConfigured: Boolean(env().SMTP_URL),
    },
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
