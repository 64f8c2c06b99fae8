import { cn } from "~/lib/cn";
import spriteUrl from "./sprite.svg?url";

/**
 * The site's icons: one cached SVG sprite (./sprite.svg) instead of an icon
 * component per icon in every page's script. Line icons are lucide's
 * (kebab-case names as on lucide.dev); the brand marks are drawn filled.
 * To add one, add its name here and its <symbol> to the sprite
 * (icon.test.ts prints lucide's markup for a missing one).
 */
export const iconNames = [
  "ambulance",
  "arrow-left",
  "arrow-right",
  "badge-check",
  "book-open",
  "building-complex",
  "check",
  "chevron-down",
  "chevron-right",
  "circle-check",
  "circle-exclamation-point",
  "circle-question-mark",
  "clipboard-list",
  "copy",
  "dog",
  "external-link",
  "eye",
  "hand-coins",
  "hand-heart",
  "heart",
  "heart-handshake",
  "heart-pulse",
  "house",
  "landmark",
  "mail",
  "map-pin",
  "maximize-2",
  "menu",
  "message-circle",
  "paw-print",
  "phone",
  "play",
  "rotate-ccw",
  "search",
  "share-2",
  "shield-check",
  "sparkles",
  "stethoscope",
  "trees",
  "truck",
  "users",
  "utensils",
  "vote",
  "x",
  "facebook",
  "instagram",
  "whatsapp",
  "twitter",
  "linkedin",
] as const;

export type IconName = (typeof iconNames)[number];

/**
 * A decorative icon (the surrounding element carries the meaning), 24 px unless sized by a class. Its size and stroke
 * come from the class `icon` (app.css) rather than attributes on every icon: attributes are markup the parser reads
 * and a style of its own the browser works out for each icon, a class one rule shared by them all (issue 38).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={cn("icon", className)} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
