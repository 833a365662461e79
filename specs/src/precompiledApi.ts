// What both entries of `@ledgernet/specs/precompiled` export but the string formats, which each
// loads its own way (`precompiled.ts` in any runtime, `precompiled.node.ts` under Node).

export type { PrecompiledSpec } from './createPrecompiledValidator.js'
export { createPrecompiledValidator } from './createPrecompiledValidator.js'
export type { OpenApiValidator } from './OpenApiValidator.js'
export type { OpenRpcValidator } from './OpenRpcValidator.js'
export type { SchemaCheck } from './SchemaSource.js'
