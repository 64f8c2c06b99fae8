import { perLanguage } from "~/i18n/format";

const updatedAtFormat = perLanguage(
  (intlTag) => new Intl.DateTimeFormat(intlTag, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" }),
);

/** The list's last-updated time, long date and time in the association's time zone (server and browser agree). */
export function formatUpdatedAt(intlTag: string, iso: string): string {
  return updatedAtFormat(intlTag).format(new Date(iso));
}
