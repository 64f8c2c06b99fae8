import { deferredIsland } from "./deferred-island";

/**
 * The questions of a page that does not follow the address's hash (donations, foster home, membership): native
 * disclosures, one open at a time by their shared name, which work without any script. Their code loads at the
 * visitor's first interaction (components/deferred-island.tsx), not with the page
 * (docs/decisions/0028-less-javascript-first-visit.md). The FAQ page, which opens the question named in the
 * address, takes `FaqAccordion` itself.
 */
export const FaqAccordionIsland = deferredIsland(() => import("./faq-accordion").then((module) => module.FaqAccordion));
