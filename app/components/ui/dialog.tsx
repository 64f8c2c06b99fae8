import { type ReactNode, useId, useRef } from "react";
import { Icon } from "~/components/icons/icon";
import { cn } from "~/lib/cn";

/**
 * A modal dialog on the native `<dialog>` element, opened by its trigger
 * button. The browser provides what a modal needs (focus kept inside,
 * Escape closes, the focus returns to the trigger, the page behind is
 * inert); a click on the backdrop or the close button closes it too.
 */
export function Dialog({
  trigger,
  triggerLabel,
  triggerClassName,
  title,
  titleClassName,
  description,
  closeLabel,
  className,
  children,
}: {
  /** The trigger button's content. */
  trigger: ReactNode;
  /** The trigger's accessible name. */
  triggerLabel: string;
  triggerClassName?: string;
  title: string;
  titleClassName?: string;
  /** Read by screen readers with the title. */
  description?: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {trigger}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        className={cn("ui-dialog", className)}
        // The dialog element itself is only hit outside its content box: on the backdrop.
        onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      >
        <div className="relative p-4">
          <h2 id={`${id}-title`} className={titleClassName}>
            {title}
          </h2>
          {description ? (
            <p id={`${id}-description`} className="sr-only">
              {description}
            </p>
          ) : null}
          {children}
          <button
            type="button"
            className="absolute right-3 top-3 cursor-pointer rounded-full bg-card/90 p-2 hover:bg-muted"
            aria-label={closeLabel}
            onClick={() => dialog.current?.close()}
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
      </dialog>
    </>
  );
}
