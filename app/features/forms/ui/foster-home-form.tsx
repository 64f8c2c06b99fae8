import { PrivacyCheckbox, RequiredNote, TextField } from "./fields";
import { useFormTexts } from "./form-flow";
import { FormShell } from "./form-shell";

/** Foster-home application: who, where, experience, living situation and availability. */
export function FosterHomeForm() {
  const t = useFormTexts().fosterHome;
  const p = t.placeholders;
  return (
    <FormShell
      formType="foster_home"
      boxId="foster-home-form"
      title={t.title}
      intro={t.intro}
      submitLabel={t.submit}
      success={{ title: t.successTitle, text: t.successText, button: t.again }}
      errorText={t.errorText}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={t.labels.name} required autoComplete="name" placeholder={p.name} />
        <TextField name="email" label={t.labels.email} required type="email" autoComplete="email" placeholder={p.email} />
        <TextField name="phone" label={t.labels.phone} required type="tel" autoComplete="tel" placeholder={p.phone} />
        <TextField name="zipCode" label={t.labels.zipCode} required autoComplete="postal-code" placeholder={p.zipCode} />
      </div>
      <TextField name="address" label={t.labels.address} required autoComplete="street-address" placeholder={p.address} />
      <TextField name="experience" label={t.labels.experience} required multiline placeholder={p.experience} />
      <TextField name="existingPets" label={t.labels.existingPets} optional multiline placeholder={p.existingPets} />
      <TextField name="livingSituation" label={t.labels.livingSituation} required multiline placeholder={p.livingSituation} />
      <TextField name="availability" label={t.labels.availability} required multiline placeholder={p.availability} />
      <TextField name="message" label={t.labels.message} required multiline placeholder={p.message} />
      <PrivacyCheckbox />
      <RequiredNote />
    </FormShell>
  );
}
