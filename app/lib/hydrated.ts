import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** Whether the page's code runs: false on the server and while hydrating (so both render the same), true after. */
export const useHydrated = () => useSyncExternalStore(noSubscription, inBrowser, onServer);
