import { type ReactNode, useId, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Input } from "~/components/ui/input";
import { type AddressErrorCode, editorAddressSchema } from "../editor-address";

export interface AddressFormProps {
  /** The page's fetcher: the page shows its answer (`fetcher.data`, without JavaScript the action data). */
  fetcher: FetcherWithComponents<unknown>;
  /** The route whose action takes the post, e.g. `/admin/login`. */
  action: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  errorTexts: Record<AddressErrorCode, string>;
  /** The server's verdict on the last post. */
  error?: AddressErrorCode;
  defaultValue?: string;
  hint?: ReactNode;
  /** More fields of the form, below the address (e.g. an editor's name). */
  children?: ReactNode;
}

/**
 * A form with one e-mail control named `email` (sign-in, adding an editor), sent as the site's forms are
 * (decision 13): to its route's action, natively without JavaScript, through the page's fetcher with it.
 * With JavaScript the address is first checked with the server's own schema (editor-address.ts), so a typo
 * shows at once, in the page's language.
 */
export function AddressForm({
  fetcher,
  action,
  label,
  submitLabel,
  pendingLabel,
  errorTexts,
  error,
  defaultValue,
  hint,
  children,
}: AddressFormProps) {
  const id = useId();
  // What the browser found (undefined: nothing yet, the server's answer counts).
  const [checked, setChecked] = useState<{ error?: AddressErrorCode }>();
  const shown = checked ? checked.error : error;
  const pending = fetcher.state === "submitting" && fetcher.formData?.get("intent") === null;
  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      className="max-w-md space-y-4"
      onSubmit={(event) => {
        const result = editorAddressSchema.safeParse(new FormData(event.currentTarget).get("email"));
        const code = result.success ? undefined : (result.error.issues[0]?.message as AddressErrorCode);
        // A valid address goes to the server, whose answer is shown next.
        setChecked(code ? { error: code } : undefined);
        if (code) {
          event.preventDefault();
          event.currentTarget.querySelector("input")?.focus();
        }
      }}
    >
      <div className="space-y-1">
        <label htmlFor={id} className="block font-medium">
          {label}
        </label>
        {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
        <Input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={defaultValue}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={() => setChecked({})}
        />
        {shown && (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {errorTexts[shown]}
          </p>
        )}
      </div>
      {children}
      <button type="submit" className="ui-btn ui-btn-default ui-btn-size-default" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </fetcher.Form>
  );
}
