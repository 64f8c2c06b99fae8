import { useContext, useState } from "react";
import { toast } from "sonner";
import { format } from "~/i18n/format";
import { cn } from "~/lib/cn";
import type { FormAnswer } from "../answer";
import {
  SPONSORSHIP_MAX,
  SPONSORSHIP_MIN,
  SPONSORSHIP_PRESETS,
  SPONSORSHIP_REQUEST_CUSTOM_MIN,
  type SponsorshipSource,
  customAmountCounts,
  parseEuroAmount,
} from "../rules/sponsorship-amount";
import { CheckboxField, FieldError, FieldLabel, FormFieldsContext, PrivacyLink, RequiredNote, TextField, useField } from "./fields";
import { useFormTexts } from "./form-flow";
import { FormShell } from "./form-shell";

/** Preset buttons (native radios, none chosen for the visitor) and the typed amount (rules/sponsorship-amount.ts). */
function AmountChooser({ source }: { source: SponsorshipSource }) {
  const t = useFormTexts().sponsorship;
  const { values } = useContext(FormFieldsContext);
  const { id, error, errorId } = useField("amount");
  const customMin = source === "dogPage" ? SPONSORSHIP_MIN : SPONSORSHIP_REQUEST_CUSTOM_MIN;
  const [custom, setCustom] = useState(values.customAmount ?? "");
  // The presets step back while the typed amount is the amount.
  const customCounts = customAmountCounts(source, parseEuroAmount(custom));
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">
        {t.labels.amount}
        <span className="text-destructive"> *</span>
      </legend>
      <div
        className={cn("grid grid-cols-2 gap-3 sm:grid-cols-4", customCounts && "opacity-50")}
        data-overridden={customCounts || undefined}
      >
        {SPONSORSHIP_PRESETS.map((preset) => (
          <label
            key={preset}
            className="flex h-12 cursor-pointer items-center justify-center rounded-md border bg-card text-lg font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input type="radio" name="amount" value={preset} defaultChecked={values.amount === String(preset)} className="sr-only" />
            {preset} €
          </label>
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <FieldLabel htmlFor={`${id}-custom`} label={source === "dogPage" ? t.customAmount : t.requestCustomAmount} />
        <div className="flex items-center gap-2">
          <input
            id={`${id}-custom`}
            name="customAmount"
            type="number"
            inputMode="numeric"
            min={customMin}
            max={SPONSORSHIP_MAX}
            step={1}
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            placeholder={source === "dogPage" ? t.customAmountPlaceholder : t.requestCustomAmount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-11 w-full max-w-56 rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive"
          />
          <span className="text-sm text-muted-foreground">{t.perMonth}</span>
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function SponsorshipFields({ source, dogName }: { source: SponsorshipSource; dogName?: string }) {
  const t = useFormTexts().sponsorship;
  return (
    <>
      {source === "dogPage" ? (
        <input type="hidden" name="dogName" value={dogName} />
      ) : (
        <>
          <input type="hidden" name="source" value={source} />
          <TextField name="dogName" label={t.labels.dogName} required placeholder={t.dogNamePlaceholder} />
        </>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="yourName" label={t.labels.yourName} required autoComplete="name" placeholder={t.yourNamePlaceholder} />
        <TextField name="email" label={t.labels.email} required type="email" autoComplete="email" placeholder={t.emailPlaceholder} />
      </div>
      <AmountChooser source={source} />
      <CheckboxField name="publishName">{t.publishName}</CheckboxField>
      <p className="text-sm text-muted-foreground">
        <PrivacyLink text={t.privacyNote} />
      </p>
      <RequiredNote />
    </>
  );
}

function SponsorshipShell({
  source,
  dogName,
  title,
  intro,
}: {
  source: SponsorshipSource;
  dogName?: string;
  title: string;
  intro: string;
}) {
  const t = useFormTexts().sponsorship;
  // A failure also gets a short toast beside the error panel.
  const onAnswer = (answer: FormAnswer) => {
    if (answer.status === "error") toast.error(t.errorToast);
  };
  return (
    <FormShell
      formType="sponsorship"
      boxId={source === "dogPage" ? "sponsorship-form" : "sponsorship-request-form"}
      title={title}
      intro={intro}
      submitLabel={t.submit}
      success={{ title: t.successTitle, text: t.successText, button: t.again }}
      errorText={t.errorText}
      resetOnSuccess
      onAnswer={onAnswer}
    >
      <SponsorshipFields source={source} dogName={dogName} />
    </FormShell>
  );
}

/** Monthly sponsorship on a dog page: presets 10/15/20/30, a custom amount from 10 €. */
export function SponsorshipForm({ dogName }: { dogName: string }) {
  const t = useFormTexts().sponsorship;
  return (
    <SponsorshipShell
      source="dogPage"
      dogName={dogName}
      title={format(t.title, { dog: dogName })}
      intro={format(t.intro, { dog: dogName })}
    />
  );
}

/** Sponsorship request on the donations page: presets and "Anderer Betrag (ab 30€)". */
export function SponsorshipRequestForm() {
  const t = useFormTexts().sponsorship;
  return <SponsorshipShell source="donationsPage" title={t.requestTitle} intro={t.requestIntro} />;
}
