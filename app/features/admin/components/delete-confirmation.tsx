import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * Deleting an item from its editor: a second step that works without JavaScript (the button shows after opening),
 * posting `intent=delete` with the hidden fields given as `children`.
 */
export function DeleteConfirmation({
  id,
  texts,
  children,
}: {
  id: string;
  texts: { heading: string; open: string; confirm: string; submit: string };
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="ui-card space-y-3 p-6">
      <h2 id={id} className="text-xl font-semibold">
        {texts.heading}
      </h2>
      <details>
        <summary className="ui-btn ui-btn-outline ui-btn-size-default cursor-pointer">{texts.open}</summary>
        <Form method="post" className="mt-3 space-y-3">
          <p>{texts.confirm}</p>
          {children}
          <button type="submit" name="intent" value="delete" className="ui-btn ui-btn-destructive ui-btn-size-default">
            {texts.submit}
          </button>
        </Form>
      </details>
    </section>
  );
}
