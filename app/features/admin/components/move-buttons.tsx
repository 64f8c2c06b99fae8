import { Form } from "react-router";
import { format } from "~/i18n/format";

/** The buttons' words; the labels name the row for screen readers (`{item}`: its title or name). */
export interface MoveTexts {
  moveUp: string;
  moveDown: string;
  moveUpLabel: string;
  moveDownLabel: string;
}

/**
 * "Up" and "down" for a row of a list ordered by hand: a form posting `intent=up|down` with the row's `id` to the
 * list's action, which works without JavaScript. The first row cannot go up, the last not down.
 */
export function MoveButtons({
  id,
  item,
  first,
  last,
  texts,
}: {
  id: string;
  item: string;
  first: boolean;
  last: boolean;
  texts: MoveTexts;
}) {
  const buttons = [
    { intent: "up", arrow: "↑", text: texts.moveUp, label: texts.moveUpLabel, disabled: first },
    { intent: "down", arrow: "↓", text: texts.moveDown, label: texts.moveDownLabel, disabled: last },
  ];
  return (
    <Form method="post" className="flex gap-1">
      <input type="hidden" name="id" value={id} />
      {buttons.map((button) => (
        <button
          key={button.intent}
          type="submit"
          name="intent"
          value={button.intent}
          disabled={button.disabled}
          aria-label={format(button.label, { item })}
          className="ui-btn ui-btn-outline ui-btn-size-sm"
        >
          {button.arrow} {button.text}
        </button>
      ))}
    </Form>
  );
}
