// `@ledgernet/contract/errors`: the tables of the error codes the contract runner throws — its own
// and the specs' (a spec it cannot read) — so that a command line finds each code's line, hint and
// docs from the package it runs.
export { specsErrors } from '@ledgernet/specs/errors'
export { contractErrors } from './contractErrors.js'
