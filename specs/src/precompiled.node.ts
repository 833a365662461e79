// `@ledgernet/specs/precompiled` under Node (the package's `node` condition): the same exports as
// `precompiled.ts`, with the string formats loaded by `require` (`specFormats.node.ts`).

export * from './precompiledApi.js'
export { specFormats } from './specFormats.node.js'
