import { format } from "~/i18n/format";
import { PrivacyCheckbox, RequiredNote, TextField } from "./fields";
import { useFormTexts } from "./form-flow";
import { FormShell } from "./form-shell";

/** Adoption request on a dog page: the dog is fixed by the page. */
export function AdoptionForm({ dogName }: { dogName: string }) {
  const t = useFormTexts().adoption;
  return (
    <FormShell
      formType="adoption"
      boxId="adoption-form"
      title={format(t.title, { dog: dogName })}
      intro={t.intro}
      submitLabel={t.submit}
      success={{ title: t.successTitle, text: format(t.successText, { dog: dogName }), button: t.again }}
      errorText={t.errorText}
    >
      <input type="hidden" name="dog" value={dogName} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={t.labels.name} required autoComplete="name" placeholder={t.placeholders.name} />
        <TextField name="email" label={t.labels.email} required type="email" autoComplete="email" placeholder={t.placeholders.email} />
      </div>
      <TextField name="phone" label={t.labels.phone} required type="tel" autoComplete="tel" placeholder={t.placeholders.phone} />
      <TextField name="livingSituation" label={t.labels.livingSituation} required multiline placeholder={t.placeholders.livingSituation} />
      <TextField name="experience" label={t.labels.experience} required multiline placeholder={t.placeholders.experience} />
      <TextField name="message" label={t.labels.message} required multiline placeholder={t.placeholders.message} />
      <PrivacyCheckbox />
      <RequiredNote />
    </FormShell>
  );
}
