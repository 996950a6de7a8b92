// The request's CSP nonce for the document's inline scripts; empty in the browser (not needed there).
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
