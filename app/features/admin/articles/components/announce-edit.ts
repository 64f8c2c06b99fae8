/**
 * Tells the form that a widget changed a value without the editor typing into it (the rich-text editor's
 * hidden field, a click on the picture): a bubbling `input` event, which whoever listens to the form's changes
 * hears as any keystroke.
 */
export function announceEdit(element: Element | null): void {
  element?.dispatchEvent(new Event("input", { bubbles: true }));
}
