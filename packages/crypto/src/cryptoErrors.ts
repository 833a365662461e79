import { LedgernetError, type RegisteredErrors } from '@ledgernet/errors'

/**
 * The error `sha256dAsync` (so every flow) throws where the platform has no Web Crypto: a
 * `LedgernetError` with the code `WEB_CRYPTO_UNAVAILABLE`, as the flows' error unions name it.
 *
 * @example
 * if ((error as WebCryptoUnavailableError).code === 'WEB_CRYPTO_UNAVAILABLE') console.log('serve the page over https')
 */
export type WebCryptoUnavailableError = LedgernetError<'WEB_CRYPTO_UNAVAILABLE'>

/**
 * The error code of `@ledgernet/crypto` besides `INVALID_ARGUMENT`: the platform has no Web
 * Crypto.
 *
 * @example
 * import { cryptoErrors } from '@ledgernet/crypto/errors'
 * cryptoErrors.errors.WEB_CRYPTO_UNAVAILABLE.hint
 */
export const cryptoErrors = {
  package: '@ledgernet/crypto',
  title: 'Platform',
  errors: {
    // Thrown by `sha256dAsync` (so by every flow) where the platform has no Web Crypto.
    WEB_CRYPTO_UNAVAILABLE: {
      // No class of its own: a LedgernetError with this code (registered as `LedgernetError & { code }`).
      class: LedgernetError,
      hint: 'serve the page over https (or from localhost), or use a runtime with Web Crypto (Node 20 and later)',
      docs: `Thrown by \`sha256dAsync\`, so by every flow. The page or runtime has no Web Crypto
(\`globalThis.crypto.subtle\`): browsers offer it only in a secure context (https, or http on
\`localhost\`/\`127.0.0.1\`); Node has it from version 20. Serve the page over https (or from
localhost), or use a runtime with Web Crypto. A flow stops at its first hash, the payload check,
so nothing was signed or submitted.`,
    },
  },
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes extends RegisteredErrors<typeof cryptoErrors> {}
}
