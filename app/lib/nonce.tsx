import { createContext, useContext } from "react";

/** The per-request CSP nonce, provided by entry.server; empty in the browser (scripts are only rendered on the server). */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
