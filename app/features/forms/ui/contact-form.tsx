import { format } from "~/i18n/format";
import { PrivacyCheckbox, RequiredNote, TextField } from "./fields";
import { useFormTexts } from "./form-flow";
import { FormShell } from "./form-shell";

/** General enquiry; also the adoption page's form. `dogName`: the dog the visitor asks about (pages/shared/preselected-dog.ts). */
export function ContactForm({ dogName: dog }: { dogName?: string }) {
  const t = useFormTexts().contact;
  return (
    <FormShell
      formType="contact"
      boxId="contact-form"
      title={t.title}
      intro={dog ? format(t.dogIntro, { dog }) : t.intro}
      submitLabel={t.submit}
      success={{ title: t.successTitle, text: t.successText, button: t.again }}
      errorText={t.errorText}
      resetOnSuccess
    >
      {dog ? <TextField name="dogName" label={t.labels.dogName} optional initialValue={dog} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={t.labels.name} required autoComplete="name" placeholder={t.placeholders.name} />
        <TextField name="email" label={t.labels.email} required type="email" autoComplete="email" placeholder={t.placeholders.email} />
      </div>
      <TextField name="phone" label={t.labels.phone} optional type="tel" autoComplete="tel" placeholder={t.placeholders.phone} />
      <TextField name="message" label={t.labels.message} required multiline placeholder={t.placeholders.message} />
      <PrivacyCheckbox />
      <RequiredNote />
    </FormShell>
  );
}
