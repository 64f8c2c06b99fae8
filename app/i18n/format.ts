/** Messages that survive serialisation into loader data: strings, numbers, booleans, lists and objects of them. */
export type PlainMessages = { readonly [key: string]: PlainValue };
type PlainValue = string | number | boolean | readonly PlainValue[] | PlainMessages;

/** Fills `{name}` placeholders of a message; an unknown placeholder stays visible so it gets noticed. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
