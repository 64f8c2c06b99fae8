import { localeGuard } from "./locale-guard";

/**
 * Only a loader: React Router renders the matched page in this layout's
 * place, and the browser loads no script for it.
 */
export const loader = localeGuard("es");
