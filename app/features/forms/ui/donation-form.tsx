import { format } from "~/i18n/format";
import { DONATION_MAX, DONATION_MIN } from "../schemas/donation";
import { PrivacyCheckbox, RequiredNote, TextField } from "./fields";
import { useFormTexts } from "./form-flow";
import { FormShell } from "./form-shell";

/** Donation pledge with a preset purpose (Hospiz/Hospicio, a shelter's name). */
export function DonationForm({ purpose }: { purpose: string }) {
  const t = useFormTexts().donation;
  return (
    <FormShell
      formType="donation"
      boxId="donation-form"
      title={t.title}
      intro={t.intro}
      submitLabel={t.submit}
      success={{ title: t.successTitle, text: format(t.successText, { purpose }), button: t.again }}
      errorText={t.errorText}
      resetOnSuccess
    >
      <input type="hidden" name="purpose" value={purpose} />
      <p className="rounded-md bg-muted px-4 py-3 text-sm">
        <span className="font-medium">{t.labels.purpose}:</span> {purpose}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={t.labels.name} required autoComplete="name" placeholder={t.placeholders.name} />
        <TextField name="email" label={t.labels.email} required type="email" autoComplete="email" placeholder={t.placeholders.email} />
      </div>
      <TextField
        name="amount"
        label={t.labels.amount}
        required
        type="number"
        inputMode="numeric"
        min={DONATION_MIN}
        max={DONATION_MAX}
        step={1}
        placeholder={t.placeholders.amount}
        className="max-w-56"
      />
      <TextField name="message" label={t.labels.message} optional multiline placeholder={t.placeholders.message} />
      <PrivacyCheckbox />
      <RequiredNote />
    </FormShell>
  );
}
