import { createContext, useContext } from 'react'

// The per-request CSP nonce, so that every inline script we render can carry it.
const NonceContext = createContext<string | undefined>(undefined)
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
