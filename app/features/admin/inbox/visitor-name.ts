/** The name a request gives for its sender: `name`, the sponsorship's `yourName`, or membership's first and last name. */
export function visitorName(data: Record<string, unknown>): string {
  const text = (field: string) => (typeof data[field] === "string" ? data[field].trim() : "");
  return text("name") || text("yourName") || [text("firstName"), text("lastName")].filter(Boolean).join(" ");
}
