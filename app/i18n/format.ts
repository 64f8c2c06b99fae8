/** Messages that survive serialisation into loader data: strings, numbers, booleans, lists and objects of them. */
export type PlainMessages = { readonly [key: string]: PlainValue | undefined };
type PlainValue = string | number | boolean | readonly PlainValue[] | PlainMessages;

/** Fills `{name}` placeholders of a message; an unknown placeholder stays visible so it gets noticed. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}

/** A counted message in its plural forms, each with a `{count}` placeholder. */
export interface PluralMessage {
  one: string;
  other: string;
}

/** "1 Hund" / "2 Hunde": the plural form by Intl's rules, the count formatted for the language. */
export function plural(intlTag: string, count: number, forms: PluralMessage): string {
  const form = pluralRules(intlTag).select(count) === "one" ? forms.one : forms.other;
  return format(form, { count: numberFormat(intlTag).format(count) });
}

/**
 * One Intl formatter per language tag for the process: making one costs far more than using it (a tenth of a
 * millisecond and more), and a page uses a few of them on every render.
 */
export function perLanguage<T>(make: (intlTag: string) => T): (intlTag: string) => T {
  const made = new Map<string, T>();
  return (intlTag) => {
    let formatter = made.get(intlTag);
    if (formatter === undefined) made.set(intlTag, (formatter = make(intlTag)));
    return formatter;
  };
}

/** A count as the language writes it ("1.234" / "1234"), with the language's one formatter. */
export function formatCount(intlTag: string, count: number): string {
  return numberFormat(intlTag).format(count);
}

const pluralRules = perLanguage((intlTag) => new Intl.PluralRules(intlTag));
const numberFormat = perLanguage((intlTag) => new Intl.NumberFormat(intlTag));
