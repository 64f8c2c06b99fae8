/** A WhatsApp chat link (wa.me) to a number in international format without "+", optionally with a prefilled message. */
export function whatsappLink(number: string, message?: string): string {
  return `https://wa.me/${number}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}
