import { data } from "react-router";
import { db } from "~/db/db.server";
import { type SpamAnswer, SpamPage } from "~/features/admin/components/spam-page";
import { signedInEditor } from "~/features/admin/signed-in.server";
import { shownRequest } from "~/features/admin/shown-request.server";
import { deleteSpam, rescueSpam, spamFolder } from "~/features/admin/spam-folder.server";
import { spamTexts } from "~/features/admin/spam-texts";
import { formTypeTexts } from "~/features/admin/inbox/texts";
import { mailRecipients } from "~/platform/mail/mail-config.server";
import type { Route } from "./+types/spam";

/** `/admin/spam`: the spam folder; posting `intent=rescue` ("not spam") or `intent=delete` with `id` decides one. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context;
  const texts = spamTexts[locale];
  const requests = await spamFolder(await db());
  return {
    texts,
    requests: requests.map((row) => ({ ...shownRequest(row, locale), reason: texts.reasons[row.reason] })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = signedInEditor(context);
  const form = await request.formData().catch(() => undefined);
  if (!form) throw data("Unreadable form", { status: 400 });
  const id = form.get("id");
  const intent = form.get("intent");
  // Not a request id at all: nothing to look for (the database would refuse the text as a uuid).
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id) || (intent !== "rescue" && intent !== "delete")) {
    throw data("Unknown request", { status: 400 });
  }
  const formTypes = formTypeTexts[context.locale];
  const decision = { id, editorId: editor.id, summaryOf: (formType: keyof typeof formTypes) => formTypes[formType] };
  const database = await db();
  const outcome =
    intent === "rescue" ? await rescueSpam(database, { ...decision, recipients: mailRecipients() }) : await deleteSpam(database, decision);
  return data<SpamAnswer>({ outcome }, { status: outcome === "gone" ? 404 : 200 });
}

export default function SpamRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SpamPage {...loaderData} actionData={actionData} />;
}
