import { type ReactNode, useId } from "react";
import { Subheading } from "~/components/section";
import type { FormAnswer } from "../answer";
import type { FormType } from "../schemas/form-types";
import { FormFieldsContext, Honeypot } from "./fields";
import { useEnhanced, useFormFlow, useFormTexts } from "./form-flow";
import { BlockedNotice, ResultPanel, SubmitButton } from "./panels";

export interface FormShellProps {
  formType: FormType;
  /** The element id of the box (anchor of the post without JavaScript). */
  boxId: string;
  title: string;
  intro?: string;
  submitLabel: string;
  success: { title: string; text: string; button: string };
  errorText: string;
  /** Success clears the form (sponsorship, contact, donation); otherwise its data is kept. */
  resetOnSuccess?: boolean;
  /** Called in the browser with each new answer (the sponsorship form adds a short toast to a failure). */
  onAnswer?: (answer: FormAnswer) => void;
  children: ReactNode;
}

/**
 * A one-page visitor form and its states: editing → submitting (button
 * disabled, spinner) → success panel or error panel, each returning to the
 * form; the view scrolls to the box after either (form-flow.ts).
 */
export function FormShell(props: FormShellProps) {
  const { formType, boxId } = props;
  const texts = useFormTexts().common;
  const { phase, values, errors, pageNotice, action, box, form, onSubmit, onChange, backToForm } = useFormFlow({
    formType,
    boxId,
    resetOnSuccess: props.resetOnSuccess,
    onAnswer: props.onAnswer,
  });
  const idPrefix = useId();
  const enhanced = useEnhanced();

  return (
    <section
      id={boxId}
      ref={box}
      data-form-type={formType}
      data-enhanced={enhanced}
      className="relative scroll-mt-24 rounded-lg border bg-card p-6 shadow-sm sm:p-8"
    >
      {phase === "success" || phase === "error" ? (
        <ResultPanel
          kind={phase}
          title={phase === "success" ? props.success.title : texts.sendFailedTitle}
          text={phase === "success" ? props.success.text : props.errorText}
          button={phase === "success" ? props.success.button : texts.retry}
          formType={formType}
          action={action}
          keptValues={values}
          onBack={backToForm}
        />
      ) : (
        <FormFieldsContext.Provider value={{ idPrefix, values, errors }}>
          <form ref={form} method="post" action={action} noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-5">
            <input type="hidden" name="formType" value={formType} />
            <div className="flex flex-col gap-2">
              <Subheading className="text-2xl font-bold tracking-tight">{props.title}</Subheading>
              {props.intro ? <p className="text-muted-foreground">{props.intro}</p> : null}
            </div>
            {pageNotice?.status === "blocked" ? <BlockedNotice /> : null}
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
