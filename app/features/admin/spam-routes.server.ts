import { data } from "react-router";
import { db } from "~/db/db.server";
import { mailRecipients } from "~/platform/mail/mail-config.server";
import type { SpamAnswer } from "./components/spam-page";
import { signedInEditor } from "./signed-in.server";
import { shownRequest } from "./shown-request.server";
import { deleteSpam, rescueSpam, spamFolder } from "./spam-folder.server";
import { spamTexts } from "./spam-texts";
import { formTypeTexts } from "./inbox/texts";
import type { WorkspaceRouteArgs } from "./route-args";

/** The loader and action of the spam folder (app/routes/admin/spam.tsx). */

/** `/admin/spam`: the spam folder; posting `intent=rescue` ("not spam") or `intent=delete` with `id` decides one. */
export async function spamLoader({ context }: WorkspaceRouteArgs) {
  const { locale } = context;
  const texts = spamTexts[locale];
  const requests = await spamFolder(await db());
  return {
    texts,
    requests: requests.map((row) => ({ ...shownRequest(row, locale), reason: texts.reasons[row.reason] })),
  };
}

export async function spamAction({ request, context }: WorkspaceRouteArgs) {
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
