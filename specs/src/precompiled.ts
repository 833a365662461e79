// `@ledgernet/specs/precompiled`: spec validators over checks compiled ahead of time. This entry
// loads neither ajv nor the YAML parser: a server that imports only it starts without compiling.
// It runs in any runtime (a sandbox in a browser page validates its requests with it); under Node
// the package's `node` condition gives `precompiled.node.ts`, which loads the formats faster.

export * from './precompiledApi.js'
export { specFormats } from './specFormats.js'
