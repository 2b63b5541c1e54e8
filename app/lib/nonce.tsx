import { createContext, useContext } from "react";

/** The response's CSP nonce, provided on the server; the browser never needs it again after the first load. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
