import { data } from "react-router";
import { db } from "~/db/db.server";
import type { EditorsAnswer } from "./components/editors-page";
import { shownMoment } from "./dates";
import { editorAddress } from "./editor-address";
import { editorName } from "./editor-name";
import { addEditor, configuredEditors, listEditors, removeEditor } from "./editors.server";
import { signedInEditor } from "./signed-in.server";
import { addressErrorTexts, editorsTexts } from "./editors-texts";
import type { WorkspaceRouteArgs } from "./route-args";

/**
 * The loader and action of `/admin/editors` (app/routes/admin/editors.tsx): who may sign in. Posting `email` (and
 * optionally `name`) adds an editor, or names one who is already; `intent=remove` with `email` removes one (and signs
 * them out everywhere). EDITOR_EMAILS editors are shown as such and stay.
 */

export async function editorsLoader({ context }: WorkspaceRouteArgs) {
  const editor = signedInEditor(context);
  const editors = await listEditors(await db(), configuredEditors());
  return {
    texts: { ...editorsTexts[context.locale], errors: addressErrorTexts[context.locale] },
    editors: editors.map((listed) => ({
      email: listed.email,
      name: listed.name,
      added: listed.addedAt ? shownMoment(listed.addedAt, context.locale) : undefined,
      addedBy: listed.addedBy,
      configured: listed.configured,
      you: listed.email === editor.email,
    })),
  };
}

export async function editorsAction({ request, context }: WorkspaceRouteArgs) {
  const editor = signedInEditor(context);
  const form = await request.formData().catch(() => undefined);
  if (!form) throw data("Unreadable form", { status: 400 });
  const entered = form.get("email");
  const address = editorAddress(entered);
  const remove = form.get("intent") === "remove";
  const name = editorName(form.get("name"));
  if (!address) {
    return data<EditorsAnswer>({ outcome: "invalid", email: typeof entered === "string" ? entered : "", name, remove }, { status: 400 });
  }
  const change = { address, by: { id: editor.id, email: editor.email }, configured: configuredEditors() };
  const database = await db();
  const outcome = remove ? await removeEditor(database, change) : await addEditor(database, { ...change, name });
  // The workspace frame of this very answer names an editor who renamed themself by the new name: a form sent
  // before the page's code is answered with the whole page, whose layout loader runs after this action with this
  // request's editor (found before it).
  if (outcome === "renamed" && name && address === editor.email) editor.shownAs = name;
  return data<EditorsAnswer>(
    { outcome, email: address, name, remove },
    { status: outcome === "removed" || outcome === "added" || outcome === "alreadyEditor" || outcome === "renamed" ? 200 : 409 },
  );
}
