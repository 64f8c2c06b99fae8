import { type ComponentProps, type ReactNode, createContext, useContext } from "react";
import { Link } from "react-router";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { useLocalizedPath } from "~/i18n/hooks";
import { cn } from "~/lib/cn";
import type { FormValues } from "../schemas/form-data";
import type { FieldErrors } from "../schemas/validate";
import { useFormTexts } from "./form-flow";

/**
 * Native form controls, all presented alike: label (asterisk on
 * required fields), the message under the field in red, red border. They read
 * their value and error from the surrounding form, so a form re-rendered by
 * the server (no JavaScript) and one driven in the browser look the same.
 */

interface FormFieldsState {
  /** Prefix for element ids (unique per form on the page). */
  idPrefix: string;
  values: FormValues;
  errors: FieldErrors;
}

export const FormFieldsContext = createContext<FormFieldsState>({ idPrefix: "form", values: {}, errors: {} });

export function useField(name: string) {
  const { idPrefix, values, errors } = useContext(FormFieldsContext);
  const texts = useFormTexts();
  const code = errors[name]?.[0];
  const error = code ? texts.errors[code] : undefined;
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  return {
    id,
    value: values[name],
    error,
    errorId,
    controlProps: { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined },
  };
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

export function FieldLabel({
  htmlFor,
  label,
  required,
  optional,
}: {
  htmlFor?: string;
  label: string;
  required?: boolean;
  optional?: boolean;
}) {
  const texts = useFormTexts().common;
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium">
      {label}
      {required ? <span className="text-destructive"> *</span> : null}
      {optional ? <span className="font-normal text-muted-foreground"> ({texts.optional})</span> : null}
    </label>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  hint?: string;
  multiline?: boolean;
  /** Shown when the form has no value yet (e.g. a preselected dog). */
  initialValue?: string;
  className?: string;
}

type InputAttributes = Omit<ComponentProps<"input">, "name" | "defaultValue" | "value" | "required">;

/** One-line or multi-line text input. */
export function TextField({
  name,
  label,
  required,
  optional,
  hint,
  multiline,
  initialValue,
  className,
  ...inputProps
}: TextFieldProps & InputAttributes) {
  const { id, value, error, errorId, controlProps } = useField(name);
  const defaultValue = value ?? initialValue ?? "";
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <FieldLabel htmlFor={id} label={label} required={required} optional={optional} />
      {multiline ? (
        <Textarea {...controlProps} defaultValue={defaultValue} rows={4} placeholder={inputProps.placeholder} />
      ) : (
        <Input {...inputProps} {...controlProps} defaultValue={defaultValue} />
      )}
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  required,
  options,
  placeholder,
  initialValue,
}: {
  name: string;
  label: string;
  required?: boolean;
  options: { value: string; label: string }[];
  placeholder?: string;
  initialValue?: string;
}) {
  const { id, value, error, errorId, controlProps } = useField(name);
  return (
    <div className="flex flex-col gap-2">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <NativeSelect {...controlProps} defaultValue={value ?? initialValue ?? ""}>
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A group of native radio buttons (cards or pills) with one legend and one message. */
export function RadioGroupField({
  name,
  label,
  required,
  options,
  initialValue,
  className,
  optionClassName,
}: {
  name: string;
  label: string;
  required?: boolean;
  options: { value: string; label: ReactNode; description?: string }[];
  initialValue?: string;
  className?: string;
  optionClassName?: string;
}) {
  const { id, value, error, errorId } = useField(name);
  const checked = value ?? initialValue;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">
        {label}
        {required ? <span className="text-destructive"> *</span> : null}
      </legend>
      <div className={cn("grid gap-3", className)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-md border bg-card p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              error && "border-destructive",
              optionClassName,
            )}
          >
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              defaultChecked={checked === option.value}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="flex flex-col gap-1">
              <span className="font-medium">{option.label}</span>
              {option.description ? <span className="text-sm text-muted-foreground">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** A native checkbox: it posts without JavaScript (a Radix checkbox would not). */
export function CheckboxField({ name, children, required }: { name: string; children: ReactNode; required?: boolean }) {
  const { id, value, error, errorId, controlProps } = useField(name);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          {...controlProps}
          value="true"
          defaultChecked={value !== undefined && value !== "" && value !== "false"}
          className="mt-0.5 size-5 shrink-0 accent-primary aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-destructive"
        />
        <label htmlFor={id} className="text-sm leading-snug">
          {children}
          {required ? <span className="text-destructive"> *</span> : null}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** "I have read the privacy policy", linking to the privacy page (opens beside the form, which keeps its input). */
export function PrivacyLink({ text }: { text: { before: string; link: string; after: string } }) {
  const path = useLocalizedPath();
  return (
    <>
      {text.before}
      <Link to={path("privacy")} target="_blank" rel="noopener" className="font-medium text-primary underline underline-offset-4">
        {text.link}
      </Link>
      {text.after}
    </>
  );
}

export function PrivacyCheckbox() {
  const texts = useFormTexts().common;
  return (
    <CheckboxField name="privacyAccepted" required>
      <PrivacyLink text={texts.privacy} />
    </CheckboxField>
  );
}

/** The anti-spam field: off screen and out of the tab order; people never fill it. */
export function Honeypot() {
  const texts = useFormTexts().common;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label>
        {texts.labels.website}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The note under forms: what the asterisk means. */
export function RequiredNote() {
  const texts = useFormTexts().common;
  return (
    <p className="text-sm text-muted-foreground">
      <span className="text-destructive">*</span> {texts.requiredNote}
    </p>
  );
}
