import { type ClassValue, clsx } from "clsx";

/**
 * Join class names. It does not resolve conflicting utilities (tailwind-merge
 * would cost 8 KB gzip on every page): the kit's own styles live in the
 * `components` cascade layer (app/app.css), so a utility passed as `className`
 * always wins over them.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
