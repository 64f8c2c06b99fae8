import { data, redirect } from "react-router";
import { db } from "~/db/db.server";
import { siteSettings } from "~/platform/settings/current";
import { displayIban, displayPhone } from "~/platform/settings/display.server";
import { type FieldKind, settingsFields, valueAt } from "~/platform/settings/fields";
import { type SettingsError, parseSettingsForm } from "~/platform/settings/parse-form";
import type { SiteSettings } from "~/platform/settings/settings";
import { saveSettings } from "~/platform/settings/store.server";
import { historyAction, historyLoader } from "../history/history.server";
import { historyPath, workspacePaths } from "../paths";
import { recordActivity } from "../activity.server";
import { signedInEditor } from "../signed-in.server";
import { settingsFieldLabel, settingsPathLabel } from "./field-label";
import { settingsTexts } from "./texts";
import type { WorkspaceRouteArgs } from "../route-args";

/** A stored value as the form shows it: numbers and IBANs written for reading (the form reads every usual writing back). */
function shownValue(kind: FieldKind, stored: string): string {
  if (stored === "") return stored;
  if (kind === "phone") return displayPhone(stored);
  if (kind === "whatsapp") return displayPhone(`+${stored}`);
  if (kind === "iban") return displayIban(stored);
  return stored;
}

const formValues = (settings: SiteSettings) =>
  Object.fromEntries(settingsFields.map((field) => [field.name, shownValue(field.kind, valueAt(settings, field.path))]));

/** `/admin/settings`: every fact of the association in one form, grouped, with what the form needs to show each field. */
export function settingsLoader({ request, context }: WorkspaceRouteArgs) {
  const texts = settingsTexts[context.locale];
  return {
    texts,
    fields: settingsFields.map((field) => ({
      name: field.name,
      group: field.group,
      kind: field.kind,
      label: settingsFieldLabel(field, texts),
    })),
    values: formValues(siteSettings()),
    historyPath: historyPath(workspacePaths.settings),
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

export type SettingsData = ReturnType<typeof settingsLoader>;

export interface SettingsRefusal {
  message: string;
  errors: Record<string, SettingsError>;
  values: Record<string, string>;
}

/**
 * Saving the settings: every field checked, one wrong value refuses the form (422) with every wrong field named and
 * what was typed; else saved as a new version, on every page of every instance at once.
 */
export async function settingsAction({ request, context }: WorkspaceRouteArgs) {
  const editor = signedInEditor(context);
  const texts = settingsTexts[context.locale];
  const form = await request.formData().catch(() => undefined);
  if (!form) throw data("Bad Request", { status: 400 });
  const written = Object.fromEntries(settingsFields.map((field) => [field.name, String((form.get(field.name) as string | null) ?? "")]));
  const parsed = parseSettingsForm(written, siteSettings());
  if (!parsed.ok) return data<SettingsRefusal>({ message: texts.invalid, errors: parsed.errors, values: written }, { status: 422 });
  await saveSettings(await db(), parsed.settings, editor.id, undefined, (tx) =>
    recordActivity(tx, { editorId: editor.id, subjectType: "settings", action: "changed", subjectId: "site", summary: "" }),
  );
  return redirect(`${workspacePaths.settings}?saved=1`, 303);
}

const settingsItem = { kind: "settings", itemId: "site" } as const;

/** `/admin/settings/history`: every saved version of the settings. */
export function settingsHistoryLoader(args: WorkspaceRouteArgs) {
  const texts = settingsTexts[args.context.locale];
  return historyLoader(
    { ...settingsItem, item: texts.title, backPath: workspacePaths.settings, fieldLabel: (path) => settingsPathLabel(path, texts) },
    args,
  );
}

/** Restoring a version of the settings saves it again as the newest. */
export function settingsHistoryAction(args: WorkspaceRouteArgs) {
  return historyAction(
    settingsItem,
    async (restored, editorId, note) => {
      await saveSettings(await db(), restored as unknown as SiteSettings, editorId, note, (tx) =>
        recordActivity(tx, { editorId, subjectType: "settings", action: "restored", subjectId: "site", summary: "" }),
      );
      return { ok: true };
    },
    args,
  );
}
