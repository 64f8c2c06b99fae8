import { Icon } from "~/components/icons/icon";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/skeleton";
import type { FormValues } from "../schemas/form-data";
import type { FormType } from "../schemas/form-types";
import { useFormTexts } from "./form-flow";

/** The submit button: disabled with a spinner and "Wird gesendet..." while sending. */
export function SubmitButton({ submitting, label, name, value }: { submitting: boolean; label: string; name?: string; value?: string }) {
  const texts = useFormTexts().common;
  return (
    <Button type="submit" size="lg" disabled={submitting} name={name} value={value} className="w-full sm:w-auto">
      {submitting ? (
        <>
          <Spinner className="size-4" />
          {texts.submitting}
        </>
      ) : (
        label
      )}
    </Button>
  );
}

interface ResultPanelProps {
  kind: "success" | "error";
  title: string;
  text: string;
  button: string;
  formType: FormType;
  action: string;
  /** Posted back without JavaScript, so the server shows the form filled again. */
  keptValues?: FormValues;
  /** Membership: the step to return to. */
  step?: number;
  onBack: () => void;
}

/**
 * Success or error panel in place of the form. Its button returns to the
 * form: in the browser at once, without JavaScript by posting `intent=edit`
 * (with the kept values) to the page's action.
 */
export function ResultPanel({ kind, title, text, button, formType, action, keptValues, step, onBack }: ResultPanelProps) {
  const back = (event: FormEvent) => {
    event.preventDefault();
    onBack();
  };
  return (
    <form
      method="post"
      action={action}
      onSubmit={back}
      className="flex flex-col items-center gap-4 py-6 text-center"
      data-testid={`form-${kind}`}
    >
      <input type="hidden" name="formType" value={formType} />
      <input type="hidden" name="intent" value="edit" />
      {step ? <input type="hidden" name="step" value={step} /> : null}
      {Object.entries(keptValues ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Icon
        name={kind === "success" ? "circle-check" : "circle-exclamation-point"}
        className={kind === "success" ? "size-12 text-success" : "size-12 text-destructive"}
      />
      <div role={kind === "success" ? "status" : "alert"} className="flex flex-col gap-2">
        <h3 className="text-2xl font-bold">{title}</h3>
        <p className="text-muted-foreground">{text}</p>
      </div>
      <Button type="submit" variant={kind === "success" ? "outline" : "default"}>
        {button}
      </Button>
    </form>
  );
}

/** The toast text of a filled honeypot, shown in the page when the server answered it (no JavaScript). */
export function BlockedNotice() {
  const texts = useFormTexts().common;
  return (
    <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm font-medium text-destructive">
      {texts.honeypotToast}
    </p>
  );
}
