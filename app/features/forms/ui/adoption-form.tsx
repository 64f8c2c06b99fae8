import { useTranslations } from "~/i18n/hooks";
import { adoptionSchema, adoptionTexts } from "../schemas/adoption";
import { PrivacyCheckbox, RequiredNote, TextField } from "./fields";
import { FormShell } from "./form-shell";

/** Adoption request on a dog page (spec 1 §3, §5): the dog is fixed by the page. */
export function AdoptionForm({ dogName }: { dogName: string }) {
  const t = useTranslations(adoptionTexts);
  return (
    <FormShell
      formType="adoption"
      boxId="adoption-form"
      title={t.ui.title(dogName)}
      intro={t.ui.intro}
      submitLabel={t.ui.submit}
      schema={adoptionSchema}
      success={{ title: t.ui.successTitle, text: t.ui.successText(dogName), button: t.ui.again }}
      errorText={t.ui.errorText}
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
