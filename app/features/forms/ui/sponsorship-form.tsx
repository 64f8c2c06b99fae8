import { useContext, useState } from "react";
import { toast } from "sonner";
import { useTranslations } from "~/i18n/hooks";
import { cn } from "~/lib/cn";
import {
  SPONSORSHIP_MAX,
  SPONSORSHIP_MIN,
  SPONSORSHIP_PRESETS,
  SPONSORSHIP_REQUEST_CUSTOM_MIN,
  effectiveSponsorshipAmount,
} from "../schemas/amounts";
import { type SponsorshipSource, sponsorshipSchema, sponsorshipTexts } from "../schemas/sponsorship";
import { CheckboxField, FieldError, FieldLabel, FormFieldsContext, PrivacyLink, RequiredNote, TextField, useField } from "./fields";
import { FormShell } from "./form-shell";

/** Preset buttons (native radios) and the custom amount input (spec 1 §4, §5). */
function AmountChooser({ source }: { source: SponsorshipSource }) {
  const t = useTranslations(sponsorshipTexts);
  const { values } = useContext(FormFieldsContext);
  const { id, error, errorId } = useField("amount");
  const customMin = source === "dogPage" ? SPONSORSHIP_MIN : SPONSORSHIP_REQUEST_CUSTOM_MIN;
  const [custom, setCustom] = useState(values.customAmount ?? "");
  const customNumber = custom.trim() === "" ? undefined : Number(custom);
  // Dog page: the custom amount counts once it reaches 10 (spec 1 §4); donations page: as soon as one is typed.
  const customCounts =
    customNumber !== undefined && (source === "donationsPage" || effectiveSponsorshipAmount(undefined, customNumber) === customNumber);
  const checkedPreset = values.amount ?? String(SPONSORSHIP_PRESETS[0]);
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
            <input type="radio" name="amount" value={preset} defaultChecked={checkedPreset === String(preset)} className="sr-only" />
            {preset} €
          </label>
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <FieldLabel htmlFor={`${id}-custom`} label={source === "dogPage" ? t.ui.customAmount : t.ui.requestCustomAmount} />
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
            placeholder={source === "dogPage" ? t.ui.customAmountPlaceholder : t.ui.requestCustomAmount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-11 w-full max-w-56 rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive"
          />
          <span className="text-sm text-muted-foreground">{t.ui.perMonth}</span>
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function SponsorshipFields({ source, dogName }: { source: SponsorshipSource; dogName?: string }) {
  const t = useTranslations(sponsorshipTexts);
  return (
    <>
      {source === "dogPage" ? (
        <input type="hidden" name="dogName" value={dogName} />
      ) : (
        <>
          <input type="hidden" name="source" value={source} />
          <TextField name="dogName" label={t.labels.dogName} required placeholder={t.ui.dogNamePlaceholder} />
        </>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="yourName" label={t.labels.yourName} required autoComplete="name" placeholder={t.ui.yourNamePlaceholder} />
        <TextField name="email" label={t.labels.email} required type="email" autoComplete="email" placeholder={t.ui.emailPlaceholder} />
      </div>
      <AmountChooser source={source} />
      <CheckboxField name="publishName">{t.ui.publishName}</CheckboxField>
      <p className="text-sm text-muted-foreground">
        <PrivacyLink text={t.ui.privacyNote} />
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
  const t = useTranslations(sponsorshipTexts);
  return (
    <FormShell
      formType="sponsorship"
      boxId={source === "dogPage" ? "sponsorship-form" : "sponsorship-request-form"}
      title={title}
      intro={intro}
      submitLabel={t.ui.submit}
      schema={(locale) => sponsorshipSchema(locale, source)}
      success={{ title: t.ui.successTitle, text: t.ui.successText, button: t.ui.again }}
      errorText={t.ui.errorText}
      resetOnSuccess
      onFailure={() => toast.error(t.ui.errorToast)}
    >
      <SponsorshipFields source={source} dogName={dogName} />
    </FormShell>
  );
}

/** Monthly sponsorship on a dog page: presets 10/15/20/30, a custom amount from 10 €. */
export function SponsorshipForm({ dogName }: { dogName: string }) {
  const t = useTranslations(sponsorshipTexts);
  return <SponsorshipShell source="dogPage" dogName={dogName} title={t.ui.title(dogName)} intro={t.ui.intro(dogName)} />;
}

/** Sponsorship request on the donations page: presets and "Anderer Betrag (ab 30€)". */
export function SponsorshipRequestForm() {
  const t = useTranslations(sponsorshipTexts);
  return <SponsorshipShell source="donationsPage" title={t.ui.requestTitle} intro={t.ui.requestIntro} />;
}
