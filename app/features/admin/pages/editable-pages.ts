import type { Catalogues } from "~/i18n/texts.server";
import type { RouteKey } from "~/i18n/route-table";

/**
 * The fixed pages whose texts editors change in the workspace (`/admin/pages/<key>`), by their route key: the text
 * catalogues each page shows, or, for the imprint and the privacy policy, their rich text. The FAQ's questions are
 * FAQ entries of their own (`/admin/faq`), the team is `/admin/team`.
 */
export const editablePages = {
  home: { catalogues: ["home"] },
  about: { catalogues: ["about"] },
  adoption: { catalogues: ["adoptionPage", "adoption"] },
  fosterHome: { catalogues: ["fosterHome"] },
  donations: { catalogues: ["donations"] },
  membership: { catalogues: ["membership"] },
  contact: { catalogues: ["contact"] },
  hospice: { catalogues: ["hospice"] },
  fincaChaos: { catalogues: ["fincaChaos"] },
  residenciaMonika: { catalogues: ["residenciaMonika"] },
  imprint: { richText: true },
  privacy: { richText: true },
} as const satisfies Partial<Record<RouteKey, { catalogues: readonly (keyof Catalogues)[] } | { richText: true }>>;

export type EditablePage = keyof typeof editablePages;

export const isEditablePage = (key: string): key is EditablePage => Object.hasOwn(editablePages, key);

/**
 * Parts of a catalogue that are no text to rewrite: anchors (`id`) and the FAQ questions, which are FAQ entries.
 * A path is `catalogue.path.in.it`.
 */
export const notEditable = (path: string) => /\.id$/.test(path) || /^(adoption|donations)\.faq\.items(\.|$)/.test(path);
