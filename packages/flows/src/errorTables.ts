// `@ledgernet/flows/errors`: the tables of every error code a flow can throw — the flows' own and
// those of the packages a flow calls (the transport, the JSON-RPC client, the wire formats, the
// platform's hashing) — so that an app, or the `ledgernet` command, finds each code's line, hint
// and docs from the one package it runs the flows of.
export { cryptoErrors } from '@ledgernet/crypto/errors'
export { commonErrors } from '@ledgernet/errors/errors'
export { rpcClientErrors } from '@ledgernet/rpc-client/errors'
export { transactionErrors } from '@ledgernet/transaction/errors'
export { transportErrors } from '@ledgernet/transport/errors'
export { flowsErrors, refusalHintOf, refusalHints } from './errors/flowsErrors.js'
