/**
 * Join class names, leaving out the conditions that did not hold (`flag && "class"`). It does not resolve
 * conflicting utilities (tailwind-merge would cost 8 KB gzip on every page): the kit's own styles live in the
 * `components` cascade layer (app/app.css), so a utility passed as `className` always wins over them. Strings
 * only, rather than clsx's objects and arrays, which no component needs (0.2 KB on every page, decision 28).
 */
export function cn(...classes: (string | false | null | undefined)[]) {
  return classes.filter(Boolean).join(" ");
}
