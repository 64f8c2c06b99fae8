import { localeGuard } from "./locale-guard";

/** Without a component: React Router renders the matched page in its place. */
export const loader = localeGuard("de");

/** The pages below belong to this language: server/page-methods.ts answers a post to them on the other host with 404. */
export const handle = { locale: "de" };

/** The host never changes during a client session, so the guard never needs to rerun. */
export const shouldRevalidate = () => false;
