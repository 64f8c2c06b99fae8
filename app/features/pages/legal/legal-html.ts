import type { LegalBlock, LegalSection } from "./legal-document";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A phone placeholder (`{de.phone}`) names its number for links as `{de.phoneLink}` (E.164, settings/display.server.ts). */
const phoneLink = (phone: string) => phone.replace(/^\{(\w+)\.phone\}$/, "{$1.phoneLink}").replace(/\s+/g, "");

function blockHtml(block: LegalBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p>${escapeHtml(block.text)}</p>`;
    case "lines":
      return `<p>${block.lines.map((line, index) => (index === 0 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line))).join("<br />")}</p>`;
    case "list":
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
    case "contact":
      return (
        `<p>${escapeHtml(block.labels.email)}: <a href="mailto:${escapeHtml(block.email)}">${escapeHtml(block.email)}</a><br />` +
        `${escapeHtml(block.labels.phone)}: <a href="tel:${escapeHtml(phoneLink(block.phone))}">${escapeHtml(block.phone)}</a></p>`
      );
  }
}

/**
 * A legal text's sections as the rich text an editor changes in the workspace (its first version): a heading per
 * section (with its anchor, e.g. the privacy page's `youtube`), its blocks as paragraphs and lists.
 */
export function legalSectionsHtml(sections: readonly LegalSection[]): string {
  return sections
    .map(
      (section) =>
        `<h2${section.id ? ` id="${escapeHtml(section.id)}"` : ""}>${escapeHtml(section.heading)}</h2>${section.blocks.map(blockHtml).join("")}`,
    )
    .join("\n");
}

/**
 * Fills the placeholders of the association's facts (`{de.email}`, `{es.street}`…, settings/display.server.ts) into a
 * legal text, escaped; a placeholder it does not know stays as written, so a typo shows on the page instead of
 * vanishing.
 */
export function fillPlaceholders(html: string, values: Readonly<Record<string, string>>): string {
  return html.replace(/\{([\w.]+)\}/g, (written, key: string) => (key in values ? escapeHtml(values[key]!) : written));
}
