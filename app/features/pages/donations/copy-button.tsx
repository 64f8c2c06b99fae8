import { Icon } from "~/components/icons/icon";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";

/** The check mark shows for 2 seconds after copying. */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies a value to the clipboard, confirming with a check mark and a toast. */
export function CopyButton({
  value,
  label,
  texts,
}: {
  value: string;
  /** Accessible name, e.g. "IBAN kopieren". */
  label: string;
  texts: { copied: string; copyFailed: string };
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify("success", texts.copied);
    } catch {
      notify("error", texts.copyFailed);
    }
  }

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-9 shrink-0"
      aria-label={label}
      title={label}
      // React drops the promise and copy() catches its failures; a wrapper would cost bytes on a page within a few
      // bytes of its first-load budget (decision 7).
      // eslint-disable-next-line @typescript-eslint/no-misused-promises
      onClick={copy}
      data-copied={copied}
    >
      {copied ? <Icon name="check" className="text-success" /> : <Icon name="copy" />}
    </Button>
  );
}
