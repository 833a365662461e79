// `@ledgernet/specs/precompiled`: spec validators over checks compiled ahead of time. This entry
// loads neither ajv nor the YAML parser: a server that imports only it starts without compiling.

export type { PrecompiledSpec } from './createPrecompiledValidator.js'
export { createPrecompiledValidator } from './createPrecompiledValidator.js'
export type { OpenApiValidator } from './OpenApiValidator.js'
export type { OpenRpcValidator } from './OpenRpcValidator.js'
export type { SchemaCheck } from './SchemaSource.js'
export { specFormats } from './specFormats.js'
