import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import type * as z from "zod/mini";
import { Subheading } from "~/components/section";
import { useLocale, useTranslations } from "~/i18n/hooks";
import type { Locale } from "~/i18n/locales";
import { type FormActionData, echoValues, useFormActionData } from "../action-data";
import { type FieldErrors, commonTexts, isHoneypotFilled, validateWith } from "../schemas/common";
import { type FormValues, formInput, formValues } from "../schemas/form-data";
import type { FormType } from "../schemas/form-types";
import { FormFieldsContext, Honeypot } from "./fields";
import { BlockedNotice, ResultPanel, SubmitButton } from "./panels";
import { sendJson } from "./send";

export type Phase = "editing" | "submitting" | "success" | "error";

/** Where the form posts without JavaScript: its own page, scrolled back to the form. */
export function useFormAction(boxId: string) {
  const { pathname, search } = useLocation();
  return `${pathname}${search}#${boxId}`;
}

export function initialPhase(answer: FormActionData | undefined): Phase {
  return answer?.status === "success" ? "success" : answer?.status === "error" ? "error" : "editing";
}

/** Scrolls smoothly to the form box when a submission in the browser ends (success or error). */
export function useScrollToBox(phase: Phase) {
  const box = useRef<HTMLElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (phase === "submitting") submitted.current = true;
    else if (submitted.current && (phase === "success" || phase === "error")) {
      submitted.current = false;
      box.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  }, [phase]);
  return box;
}

/** True once the form runs in the browser (marks the box `data-enhanced`: tests and styles can tell both paths apart). */
export function useEnhanced() {
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return enhanced || undefined;
}

const noSubscription = () => () => {};

/** Moves the focus to the first field with an error, after React has marked it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** Keeps only the messages of fields that already showed one (errors fade as they are fixed, none appear while typing). */
export function revalidatedErrors(previous: FieldErrors, next: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(next).filter(([field]) => field in previous));
}

export interface FormShellProps {
  formType: FormType;
  /** The element id of the box (anchor of the no-JavaScript post). */
  boxId: string;
  title: string;
  intro?: string;
  submitLabel: string;
  /** The form's schema in a language (the same one the server checks against). */
  schema: (locale: Locale) => z.ZodMiniType;
  success: { title: string; text: string; button: string };
  errorText: string;
  /** Success clears the form (sponsorship, contact); otherwise its data is kept. */
  resetOnSuccess?: boolean;
  /** Called when sending failed (the sponsorship form adds a short toast). */
  onFailure?: () => void;
  children: ReactNode;
}

/**
 * A visitor form and its states (spec 1 §4, spec 2 §4): editing →
 * submitting → success panel or error panel, each returning to the form.
 * In the browser it validates with the shared schema and posts JSON to
 * `/api/send-form-email`; without JavaScript it posts to the page's action.
 */
export function FormShell(props: FormShellProps) {
  const { formType, boxId, schema, resetOnSuccess = false } = props;
  const locale = useLocale();
  const texts = useTranslations(commonTexts);
  const answer = useFormActionData(formType);
  const action = useFormAction(boxId);
  const idPrefix = useId();
  const [phase, setPhase] = useState<Phase>(() => initialPhase(answer));
  const [values, setValues] = useState<FormValues>(() => (answer?.status === "success" && resetOnSuccess ? {} : (answer?.values ?? {})));
  const [errors, setErrors] = useState<FieldErrors>(answer?.fieldErrors ?? {});
  const box = useScrollToBox(phase);
  const form = useRef<HTMLFormElement>(null);
  const enhanced = useEnhanced();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const posted = formValues(new FormData(event.currentTarget));
    if (isHoneypotFilled(posted)) {
      toast.error(texts.honeypotToast);
      return;
    }
    setValues(echoValues(posted));
    const input = formInput(formType, posted);
    const checked = validateWith(schema(locale), input);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setPhase("submitting");
    const sent = await sendJson("/api/send-form-email", { formType, locale, data: input });
    if (sent.ok) {
      if (resetOnSuccess) setValues({});
      setPhase("success");
    } else if (sent.fieldErrors) {
      setErrors(sent.fieldErrors);
      setPhase("editing");
      focusFirstInvalid(form.current);
    } else {
      setPhase("error");
      props.onFailure?.();
    }
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (Object.keys(errors).length === 0) return;
    const checked = validateWith(schema(locale), formInput(formType, formValues(new FormData(event.currentTarget))));
    setErrors(checked.ok ? {} : revalidatedErrors(errors, checked.fieldErrors));
  };

  const panel = (kind: "success" | "error") => (
    <ResultPanel
      kind={kind}
      title={kind === "success" ? props.success.title : texts.sendFailedTitle}
      text={kind === "success" ? props.success.text : props.errorText}
      button={kind === "success" ? props.success.button : texts.retry}
      formType={formType}
      action={action}
      keptValues={kind === "error" || !resetOnSuccess ? values : undefined}
      onBack={() => setPhase("editing")}
    />
  );

  return (
    <section
      id={boxId}
      ref={box}
      data-form-type={formType}
      data-enhanced={enhanced}
      className="relative scroll-mt-24 rounded-lg border bg-card p-6 shadow-sm sm:p-8"
    >
      {phase === "success" || phase === "error" ? (
        panel(phase)
      ) : (
        <FormFieldsContext.Provider value={{ idPrefix, values, errors }}>
          <form ref={form} method="post" action={action} noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-5">
            <input type="hidden" name="formType" value={formType} />
            <div className="flex flex-col gap-2">
              <Subheading className="text-2xl font-bold tracking-tight">{props.title}</Subheading>
              {props.intro ? <p className="text-muted-foreground">{props.intro}</p> : null}
            </div>
            {answer?.status === "blocked" ? <BlockedNotice /> : null}
            {props.children}
            <Honeypot />
            <div>
              <SubmitButton submitting={phase === "submitting"} label={props.submitLabel} />
            </div>
          </form>
        </FormFieldsContext.Provider>
      )}
    </section>
  );
}
