/** The list's last-updated time, long date and time in the association's time zone (server and browser agree). */
export function formatUpdatedAt(intlTag: string, iso: string): string {
  return new Intl.DateTimeFormat(intlTag, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(iso));
}
