import { data } from "react-router";
import { db } from "~/db/db.server";
import { alertFilterLabel, alertFilterOf } from "~/features/alerts/filter";
import { dogTexts } from "~/features/dogs/texts";
import { personAddress } from "~/features/forms/rules/person-address";
import { format } from "~/i18n/format";
import type { PeopleAnswer } from "../components/people-page";
import { shownMoment } from "../dates";
import { signedInEditor } from "../signed-in.server";
import { shownRequest } from "../shown-request.server";
import { erasePersonData, personData } from "./person-data.server";
import { peopleTexts } from "./texts";
import type { WorkspaceRouteArgs } from "../route-args";

/**
 * The loader and action of `/admin/people?email=ADDRESS` (app/routes/admin/people.tsx): everything held on one address
 * (person-data.server.ts); posting `intent=erase` with `email` erases it all. The download (`…&format=json`) is
 * answered before this loader by the route's middleware (person-data-download.server.ts): a file.
 */

export async function peopleLoader({ request, context }: WorkspaceRouteArgs) {
  const { locale } = context;
  const texts = peopleTexts[locale];
  const address = personAddress(new URL(request.url).searchParams.get("email"));
  const held = address ? await personData(await db(), address) : undefined;
  return {
    texts,
    address,
    held: held && {
      requests: held.requests.map((row) => ({
        ...shownRequest(row, locale),
        status: texts.statuses[row.status] ?? row.status,
        spam: row.spamReason !== null,
      })),
      mails: held.mails.map((mail) => ({
        id: mail.id,
        subject: mail.subject,
        to: mail.toAddress,
        state: texts.mailStates[mail.status] ?? mail.status,
        at: shownMoment(mail.sentAt ?? mail.createdAt, locale),
      })),
      alerts: held.alerts.map((alert) =>
        format(texts.alertLine, {
          filter: alertFilterLabel(alertFilterOf(alert.dogType, alert.location), dogTexts[locale], texts.alertAllDogs),
          consentAt: shownMoment(alert.consentAt, locale).text,
          consent: alert.consentText,
          state: alert.confirmedAt ? texts.alertConfirmed : texts.alertUnconfirmed,
        }),
      ),
      counters: held.counters.map((counter) => format(texts.counters[counter.kind], { hits: counter.hits })),
    },
  };
}

export async function peopleAction({ request, context }: WorkspaceRouteArgs) {
  const editor = signedInEditor(context);
  const form = await request.formData().catch(() => undefined);
  if (!form) throw data("Unreadable form", { status: 400 });
  const address = personAddress(form.get("email") ?? new URL(request.url).searchParams.get("email"));
  if (form.get("intent") !== "erase" || !address) throw data("Unknown request", { status: 400 });
  const erased = await erasePersonData(await db(), { address, editorId: editor.id });
  return { outcome: "erased", email: address, requests: erased.requests, mails: erased.mails } satisfies PeopleAnswer;
}
