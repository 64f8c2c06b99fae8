import { type KeyboardEvent, useId, useMemo, useRef } from "react";
import { Icon } from "~/components/icons/icon";
import { Subheading } from "~/components/section";
import { Button } from "~/components/ui/button";
import { format } from "~/i18n/format";
import { cn } from "~/lib/cn";
import { latestAdultBirthday } from "../rules/age";
import { isoDateIn } from "~/platform/time/calendar";
import { earliestEntryMonth } from "../rules/entry-month";
import { noticeInWords } from "../rules/membership-notice";
import {
  MEMBERSHIP_STEPS,
  MEMBERSHIP_STEP_FIELDS,
  MEMBERSHIP_TYPES,
  type MembershipStep,
  PAYMENT_INTERVALS,
  SALUTATIONS,
} from "../schemas/membership";
import { FormFieldsContext, Honeypot, PrivacyLink, RadioGroupField, SelectField, TextField } from "./fields";
import { useEnhanced, useFormFlow, useFormTexts } from "./form-flow";
import { BlockedNotice, ResultPanel, SubmitButton } from "./panels";

const BOX_ID = "membership-form";
const LAST_STEP: MembershipStep = 4;

/** Step indicators (a check on completed steps) and the progress bar. */
function Progress({ step }: { step: MembershipStep }) {
  const t = useFormTexts().membership;
  return (
    <div className="flex flex-col gap-4">
      <ol className="grid grid-cols-4 gap-2">
        {t.steps.map((label, index) => {
          const number = index + 1;
          const state = number < step ? "complete" : number === step ? "current" : "upcoming";
          return (
            <li
              key={label}
              className="flex flex-col items-center gap-2 text-center"
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span
                className={cn(
                  "flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold",
                  state === "complete" && "border-primary bg-primary text-primary-foreground",
                  state === "current" && "border-primary text-primary",
                  state === "upcoming" && "border-border text-muted-foreground",
                )}
              >
                {state === "complete" ? <Icon name="check" className="size-4" /> : number}
              </span>
              <span className={cn("text-xs font-medium sm:text-sm", state === "upcoming" && "text-muted-foreground")}>{label}</span>
            </li>
          );
        })}
      </ol>
      <div
        role="progressbar"
        aria-label={format(t.stepOf, { step, total: MEMBERSHIP_STEPS.length })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={(step / MEMBERSHIP_STEPS.length) * 100}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${(step / MEMBERSHIP_STEPS.length) * 100}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground">{format(t.stepOf, { step, total: MEMBERSHIP_STEPS.length })}</p>
    </div>
  );
}

function StepFields({ step, today }: { step: MembershipStep; today: string }) {
  const t = useFormTexts().membership;
  const l = t.labels;
  switch (step) {
    case 1:
      return (
        <RadioGroupField
          name="membershipType"
          label={l.membershipType}
          required
          options={MEMBERSHIP_TYPES.map((type) => ({ value: type, ...t.membershipTypes[type] }))}
          className="sm:grid-cols-2"
        />
      );
    case 2:
      return (
        <>
          <RadioGroupField
            name="salutation"
            label={l.salutation}
            required
            options={SALUTATIONS.map((salutation) => ({ value: salutation, label: t.salutations[salutation] }))}
            className="grid-cols-2 sm:max-w-sm"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="firstName" label={l.firstName} required autoComplete="given-name" />
            <TextField name="lastName" label={l.lastName} required autoComplete="family-name" />
          </div>
          <TextField
            name="birthday"
            label={l.birthday}
            required
            type="date"
            max={latestAdultBirthday(today)}
            autoComplete="bday"
            className="sm:max-w-xs"
          />
        </>
      );
    case 3:
      return (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="street" label={l.street} required autoComplete="address-line1" />
            <TextField name="addressAddition" label={l.addressAddition} optional autoComplete="address-line2" />
            <TextField name="postalCode" label={l.postalCode} required autoComplete="postal-code" />
            <TextField name="city" label={l.city} required autoComplete="address-level2" />
          </div>
          <SelectField
            name="country"
            label={l.country}
            required
            options={t.countries.map((country) => ({ value: country, label: country }))}
            initialValue={t.countries[0]}
          />
          <TextField name="email" label={l.email} required type="email" autoComplete="email" />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="phone" label={l.phone} type="tel" autoComplete="tel" placeholder={t.phonePlaceholder} />
            <TextField name="mobile" label={l.mobile} type="tel" autoComplete="tel" placeholder={t.phonePlaceholder} />
          </div>
          <p className="-mt-2 text-sm text-muted-foreground">{t.hints.phones}</p>
          <TextField name="facebookUsername" label={l.facebookUsername} optional />
        </>
      );
    case 4:
      return (
        <>
          <TextField
            name="entryDate"
            label={l.entryDate}
            required
            type="month"
            min={earliestEntryMonth(today)}
            initialValue={earliestEntryMonth(today)}
            hint={t.hints.entryDate}
            className="sm:max-w-xs"
          />
          <SelectField
            name="paymentInterval"
            label={l.paymentInterval}
            required
            placeholder={t.choose}
            initialValue=""
            options={PAYMENT_INTERVALS.map((interval) => ({ value: interval, label: t.paymentIntervals[interval] }))}
          />
          <p className="text-sm text-muted-foreground">{t.hints.fee}</p>
          <p className="text-sm text-muted-foreground">
            <PrivacyLink text={t.privacyNote} />
          </p>
        </>
      );
  }
}

/**
 * The four-step membership application: Next checks the step (a destructive
 * toast otherwise), Back, Enter on steps 1–3 acts as Next, the last step
 * submits; the page action answers the same without JavaScript (form-flow.ts).
 */
export function MembershipForm() {
  const texts = useFormTexts();
  const { membership: t, common } = texts;
  const { phase, step, values, errors, pageNotice, action, box, form, onSubmit, onChange, backToForm } = useFormFlow({
    formType: "membership",
    boxId: BOX_ID,
    resetOnSuccess: true,
  });
  const idPrefix = useId();
  const today = useMemo(() => isoDateIn(new Date()), []);
  const nextButton = useRef<HTMLButtonElement>(null);
  const enhanced = useEnhanced();
  const refusedStep = pageNotice?.notice && noticeInWords(texts, pageNotice.notice);

  /** Enter in a field of steps 1–3 acts as Next (whatever the field type). */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== "Enter" || step === LAST_STEP || target.tagName === "TEXTAREA" || target.tagName === "BUTTON") return;
    event.preventDefault();
    form.current?.requestSubmit(nextButton.current);
  };

  const currentFields: readonly string[] = MEMBERSHIP_STEP_FIELDS[step];
  const carried = Object.entries(values).filter(([name]) => !currentFields.includes(name));

  return (
    <section
      id={BOX_ID}
      ref={box}
      data-form-type="membership"
      data-enhanced={enhanced}
      className="relative scroll-mt-24 rounded-lg border bg-card p-6 shadow-sm sm:p-8"
    >
      {phase === "success" || phase === "error" ? (
        <ResultPanel
          kind={phase}
          title={phase === "success" ? t.success.title : t.failure.title}
          text={phase === "success" ? t.success.text : t.failure.text}
          button={phase === "success" ? t.success.again : common.retry}
          formType="membership"
          action={action}
          keptValues={values}
          step={phase === "error" ? step : undefined}
          onBack={backToForm}
        />
      ) : (
        <FormFieldsContext.Provider value={{ idPrefix, values, errors }}>
          <form
            ref={form}
            method="post"
            action={action}
            noValidate
            onSubmit={onSubmit}
            onKeyDown={onKeyDown}
            onChange={onChange}
            className="flex flex-col gap-6"
          >
            <input type="hidden" name="formType" value="membership" />
            <input type="hidden" name="step" value={step} />
            {carried.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <div className="flex flex-col gap-2">
              <Subheading className="text-2xl font-bold tracking-tight">{t.title}</Subheading>
              <p className="text-muted-foreground">{t.intro}</p>
            </div>
            <Progress step={step} />
            {pageNotice?.status === "blocked" ? <BlockedNotice /> : null}
            {refusedStep ? (
              <div role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
                <p className="font-semibold">{refusedStep.title}</p>
                <p>{refusedStep.description}</p>
              </div>
            ) : null}
            {/* The step's name sits one level below the form's title. */}
            <Subheading level={1} className="text-lg font-semibold">
              {t.steps[step - 1]}
            </Subheading>
            <div key={step} className="flex flex-col gap-5">
              <StepFields step={step} today={today} />
            </div>
            <Honeypot />
            {/* Next/submit comes first in the markup: it is the default button that Enter presses. */}
            <div className="flex flex-row-reverse flex-wrap items-center justify-between gap-3">
              {step === LAST_STEP ? (
                <SubmitButton submitting={phase === "submitting"} label={t.buttons.submit} name="intent" value="submit" />
              ) : (
                <Button ref={nextButton} type="submit" name="intent" value="next" size="lg">
                  {t.buttons.next}
                </Button>
              )}
              {step > 1 ? (
                <Button type="submit" name="intent" value="back" variant="outline" size="lg" disabled={phase === "submitting"}>
                  {t.buttons.back}
                </Button>
              ) : null}
            </div>
          </form>
        </FormFieldsContext.Provider>
      )}
    </section>
  );
}
