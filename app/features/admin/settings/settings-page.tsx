import { Form, Link, useNavigation } from "react-router";
import { Input } from "~/components/ui/input";
import { settingsGroups } from "~/platform/settings/fields";
import { Notice, WorkspacePage } from "../components/workspace-frame";
import type { SettingsData, SettingsRefusal } from "./settings-routes.server";

const inputType = { email: "email", https: "url", phone: "tel", whatsapp: "tel", year: "number" } as Record<string, string>;

/** The settings form: a section per group, every field with its label, hint and error; works without JavaScript. */
export function SettingsPage({ texts, fields, values, historyPath, saved, refusal }: SettingsData & { refusal?: SettingsRefusal }) {
  const saving = useNavigation().state === "submitting";
  const shown = refusal?.values ?? values;
  const hint = (kind: string) =>
    kind === "phone" ? texts.hints.phone : kind === "whatsapp" ? texts.hints.whatsapp : kind === "https" ? texts.hints.https : undefined;
  return (
    <WorkspacePage title={texts.title} intro={texts.intro}>
      {saved && !refusal && <Notice tone="success">{texts.saved}</Notice>}
      {refusal && <Notice tone="error">{refusal.message}</Notice>}
      <p>
        <Link to={historyPath} className="text-primary underline underline-offset-4">
          {texts.history}
        </Link>
      </p>
      {/* Built anew from what the server holds after a save (the fields keep what was typed otherwise). */}
      <Form key={Object.values(values).join("\n")} method="post" className="space-y-8">
        {settingsGroups.map((group) => (
          <fieldset key={group} className="ui-card grid gap-4 p-6 md:grid-cols-2">
            <legend className="px-1 text-xl font-semibold">{texts.groups[group]}</legend>
            {(group === "platforms" || group === "videos") && (
              <p className="text-sm text-muted-foreground md:col-span-2">{texts.hints.lists}</p>
            )}
            {fields
              .filter((field) => field.group === group)
              .map((field) => {
                const error = refusal?.errors[field.name];
                const id = `setting-${field.name}`;
                const note = hint(field.kind);
                const described = [note && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
                return (
                  <div key={field.name} className="space-y-1">
                    <label htmlFor={id} className="block font-medium">
                      {field.label}
                    </label>
                    <Input
                      id={id}
                      name={field.name}
                      type={inputType[field.kind] ?? "text"}
                      defaultValue={shown[field.name] ?? ""}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={described}
                    />
                    {note && (
                      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                        {note}
                      </p>
                    )}
                    {error && (
                      <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                        {texts.errors[error]}
                      </p>
                    )}
                  </div>
                );
              })}
          </fieldset>
        ))}
        <button type="submit" className="ui-btn ui-btn-default ui-btn-size-default" disabled={saving}>
          {saving ? texts.saving : texts.save}
        </button>
      </Form>
    </WorkspacePage>
  );
}
