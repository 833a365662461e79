// `@ledgernet/sandbox` under Node (the package's `node` condition): the names of the portable
// entry (`index.ts`), with the HTTP sandbox, the command line's options, `useSandbox` that can
// start the HTTP sandbox. (The in-memory sandbox is the portable entry's: under this condition its
// hashing and signature checks take `@ledgernet/crypto`'s Node faces, OpenSSL and libsecp256k1.)
export * from './index.js'
export {
  nonNegativeInteger,
  positiveInteger,
  sandboxCommandOptions,
  sandboxOptionsFromCommand,
} from './node/sandboxCommandOptions.js'
export { startSandbox } from './node/startSandbox.js'
export { useSandbox } from './node/useSandbox.js'
