// `@ledgernet/sandbox` under Node (the package's `node` condition): the names of the portable
// entry (`index.ts`), with the HTTP sandbox, the command line's options, `useSandbox` that can
// start the HTTP sandbox, and the in-memory sandbox on the Node platform (OpenSSL, libsecp256k1).
export * from './index.js'
export { createMemorySandbox } from './node/createMemorySandbox.js'
export {
  nonNegativeInteger,
  positiveInteger,
  sandboxCommandOptions,
  sandboxOptionsFromCommand,
} from './node/sandboxCommandOptions.js'
export { startSandbox } from './node/startSandbox.js'
export { useSandbox } from './node/useSandbox.js'
