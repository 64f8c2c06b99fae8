import { Input } from "~/components/ui/input";

export interface FormFieldProps {
  /** The control's id; its hint and error take it as prefix. */
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  hint?: string;
  /** The refusal's text, shown under the field and read out with it. */
  error?: string;
  type?: string;
  lang?: string;
  multiline?: boolean;
}

/** A text field of a workspace form: its label, hint and error, tied to the control for screen readers. */
export function FormField({ id, name, label, defaultValue, hint, error, type = "text", lang, multiline = false }: FormFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const control = { id, name, defaultValue, lang, "aria-invalid": error ? true : undefined, "aria-describedby": described };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea rows={3} className="w-full rounded-md border bg-background p-2" {...control} />
      ) : (
        <Input type={type} {...control} />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
