import { localeGuard } from "./locale-guard";

/** Without a component: React Router renders the matched page in its place. */
export const loader = localeGuard("es");

/** The host never changes during a client session, so the guard never needs to rerun. */
export const shouldRevalidate = () => false;
